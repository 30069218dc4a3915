import { render, screen, within } from '@testing-library/react';
import { paths } from '#src/config/paths';
import { loadWebHorses, summarizeHorse } from '#src/features/horses/web-horses';
import { ok } from '#src/lib/data/result';
import { PageData } from '#src/test-support/page-data';
import { aPublicHorse } from '#src/test-support/factories';
import { CirclesPage } from './circles';
import { circlesTexts } from './texts/circles';

function nth(found: HTMLElement[], index: number): HTMLElement {
  const element = found[index];
  if (!element) throw new Error(`Only ${found.length} elements, no #${index}`);
  return element;
}

// The page's route downloads its texts before the page renders (decision 79).
beforeAll(() => circlesTexts.load('it'));
beforeEach(() => vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {})));
afterEach(() => vi.mocked(loadWebHorses).mockReset());

const resident = (slug: string, coveredAmount: number, activeSupporters: number) =>
  aPublicHorse({ slug, status: "Residente dell'Oasi", coveredAmount, activeSupporters });

const horses = [
  resident('ada', 135, 6),
  aPublicHorse({ slug: 'benji', status: 'In cerca di casa', coveredAmount: 60 }),
  aPublicHorse({ slug: 'gino', status: 'Adottato' }),
  resident('bruno', 300, 10),
  resident('ciro', 20, 1),
];

describe('the circles page', () => {
  it('lists every horse with a circle, the ones needing help most first, each with its bar', () => {
    render(
      <PageData path={paths.circles()} built={ok(horses.map(summarizeHorse))}>
        <CirclesPage />
      </PageData>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Chi aspetta la sua cerchia' }),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Cavalli e asini con una cerchia' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('aria-label'))).toEqual([
      'Ciro',
      'Benji',
      'Ada',
      'Bruno',
    ]);
    expect(
      within(nth(items, 0)).getByText('Coperto il 6%: 20 € dei 300 € al mese · 1 sostenitore'),
    ).toBeVisible();
    expect(
      within(nth(items, 3)).getByRole('progressbar', { name: 'Copertura mensile di Bruno' }),
    ).toHaveAttribute('aria-valuenow', '100');
  });
});
