import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { paths, routePatterns } from '#src/config/paths';
import type { PublicHorse } from '#src/features/horses/model/public-horse';
import { loadWebHorse, loadWebHorses } from '#src/features/horses/web-horses';
import { ok } from '#src/lib/data/result';
import { aPublicHorse } from '#src/test-support/factories';
import { HorsePage, horseLoader } from './horse';

beforeEach(() => {
  vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {}));
  vi.mocked(loadWebHorse).mockReturnValue(new Promise(() => {}));
});
afterEach(() => {
  vi.mocked(loadWebHorses).mockReset();
  vi.mocked(loadWebHorse).mockReset();
});

const ada = aPublicHorse({
  status: "Residente dell'Oasi",
  showWeb: true,
  monthlyCost: 300,
  coveredAmount: 135,
  activeSupporters: 6,
});

const routes = [{ path: routePatterns.horse.it, loader: horseLoader, Component: HorsePage }];

/** The page as its loader gives it the horse; the visit's fresh read that follows never answers. */
async function renderPage(horse: PublicHorse) {
  vi.mocked(loadWebHorse).mockResolvedValueOnce(ok(horse));
  const router = createMemoryRouter(routes, { initialEntries: [paths.horse(horse.slug)] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  await act(async () => {});
}

describe('a horse page’s funding bar', () => {
  it('says what the circle covers, just before the button to join it', async () => {
    await renderPage(ada);
    const bar = screen.getByRole('progressbar', { name: 'Copertura mensile di Ada' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAccessibleDescription(
      'Coperto il 45%: 135 € dei 300 € al mese · 6 sostenitori',
    );
    const join = screen.getByRole('link', { name: 'Entra nella cerchia di Ada' });
    const column = join.closest('.horse-detail__text') as HTMLElement;
    expect(within(column).getByRole('progressbar')).toBe(bar);
    expect(bar.compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown for a horse that costs nothing', async () => {
    await renderPage({ ...ada, monthlyCost: 0 });
    expect(screen.getByRole('link', { name: 'Entra nella cerchia di Ada' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Coperto/)).not.toBeInTheDocument();
  });

  it.each(['Adottato', 'Deceduto', 'Altro'] as const)(
    'is not shown, nor the invitation to a circle, for a horse %s: it has no circle',
    async (status) => {
      await renderPage({ ...ada, status });
      expect(screen.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /cerchia/ })).not.toBeInTheDocument();
    },
  );

  it('invites to the circle of a horse waiting for a home, with its bar', async () => {
    await renderPage({ ...ada, status: 'In cerca di casa' });
    expect(screen.getByRole('progressbar', { name: 'Copertura mensile di Ada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Entra nella cerchia di Ada' })).toHaveAttribute(
      'href',
      '/sostienici/cerchie/candidatura-cerchia?cavallo=ada',
    );
  });

  it('is in the HTML built from what the page’s loader read', async () => {
    vi.mocked(loadWebHorse).mockResolvedValueOnce(ok(ada));
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(paths.horse('ada'), 'https://x')));
    if (context instanceof Response) throw new Error('The horse page redirected');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );
    expect(html).toContain('aria-label="Copertura mensile di Ada"');
    expect(html).toContain('aria-valuenow="45"');
    expect(html).toContain('Coperto il 45%: 135 € dei 300 € al mese · 6 sostenitori');
  });
});
