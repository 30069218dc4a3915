import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { aPublicHorse } from '#src/test-support/factories';
import { FundingGallery, inNeedOrder } from './funding-gallery';
import type { PublicHorse } from './model/public-horse';
import { WebHorseGallery } from './web-horse-gallery';
import { ok } from '#src/lib/data/result';
import { PageData } from '#src/test-support/page-data';
import { loadWebHorses, summarizeHorse, type WebHorseSummary } from './web-horses';

function nth(found: HTMLElement[], index: number): HTMLElement {
  const element = found[index];
  if (!element) throw new Error(`Only ${found.length} elements, no #${index}`);
  return element;
}

const resident = (slug: string, coveredAmount: number, monthlyCost = 300) =>
  aPublicHorse({ slug, status: "Residente dell'Oasi", monthlyCost, coveredAmount });

const horses: PublicHorse[] = [
  resident('ada', 135),
  resident('bruno', 30),
  resident('ciro', 0, 0),
  resident('dora', 40, 400),
  resident('elio', 350),
  resident('fiona', 0),
];

// Horses that live elsewhere have no circle: never on the circles page, whatever they keep.
const notAtTheRefuge: PublicHorse[] = [
  aPublicHorse({ slug: 'gino', status: 'Adottato', monthlyCost: 300, coveredAmount: 20 }),
  aPublicHorse({ slug: 'hugo', status: 'Deceduto', monthlyCost: 300 }),
  aPublicHorse({ slug: 'iris', status: 'Altro', monthlyCost: 300 }),
];

describe('the horses’ summaries', () => {
  it('carry the funding of the horses with a circle that cost something, and nothing more', () => {
    expect(summarizeHorse(resident('ada', 135))).toEqual({
      slug: 'ada',
      name: 'Ada',
      status: "Residente dell'Oasi",
      funding: { monthlyCost: 300, coveredAmount: 135, activeSupporters: 0 },
    });
    expect(
      summarizeHorse(aPublicHorse({ slug: 'benji', status: 'In cerca di casa', coveredAmount: 20 }))
        .funding,
    ).toEqual({ monthlyCost: 300, coveredAmount: 20, activeSupporters: 0 });
    for (const horse of [resident('ciro', 0, 0), ...notAtTheRefuge]) {
      expect(summarizeHorse(horse)).toStrictEqual({
        slug: horse.slug,
        name: horse.name,
        status: horse.status,
      });
    }
  });
});

describe('inNeedOrder', () => {
  it('puts the least covered first, the larger amount missing breaking ties, then the free ones', () => {
    expect(inNeedOrder(horses.map(summarizeHorse)).map((horse) => horse.slug)).toEqual([
      'fiona',
      'dora',
      'bruno',
      'ada',
      'elio',
      'ciro',
    ]);
  });
});

function renderGallery(list: WebHorseSummary[], circles: boolean) {
  return render(
    <PageData built={ok(list)}>
      <WebHorseGallery show={circles ? 'circles' : "Residente dell'Oasi"} label="Residenti" />
    </PageData>,
  );
}

describe('WebHorseGallery of the circles', () => {
  beforeEach(() => vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {})));
  afterEach(() => vi.mocked(loadWebHorses).mockReset());

  it('lists the horses needing help most first, each card linking to its page with its bar', () => {
    renderGallery([...horses, ...notAtTheRefuge].map(summarizeHorse), true);
    const list = screen.getByRole('list', { name: 'Residenti' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('aria-label'))).toEqual([
      'Fiona',
      'Dora',
      'Bruno',
      'Ada',
      'Elio',
      'Ciro',
    ]);
    expect(within(nth(items, 0)).getByRole('link')).toHaveAttribute('href', '/cavalli/fiona');
    const bars = within(list).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Copertura mensile di Fiona',
      'Copertura mensile di Dora',
      'Copertura mensile di Bruno',
      'Copertura mensile di Ada',
      'Copertura mensile di Elio',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '0',
      '10',
      '10',
      '45',
      '100',
    ]);
    expect(
      within(nth(items, 1)).getByText(
        'Coperto il 10%: 40 € dei 400 € al mese · nessun sostenitore ancora',
      ),
    ).toBeVisible();
    expect(within(nth(items, 5)).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the residents and those waiting for a home together, by need', () => {
    const waiting = aPublicHorse({ slug: 'zeno', status: 'In cerca di casa', coveredAmount: 60 });
    renderGallery([...horses, waiting, ...notAtTheRefuge].map(summarizeHorse), true);
    const list = screen.getByRole('list', { name: 'Residenti' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Fiona', 'Dora', 'Bruno', 'Zeno', 'Ada', 'Elio', 'Ciro']);
  });

  it('keeps the plain grid of one status by name', () => {
    renderGallery(horses.map(summarizeHorse), false);
    const list = screen.getByRole('list', { name: 'Residenti' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Ada', 'Bruno', 'Ciro', 'Dora', 'Elio', 'Fiona']);
    expect(within(list).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is in the HTML built from the page’s loader', () => {
    const html = renderToString(
      <PageData built={ok(horses.map(summarizeHorse))}>
        <WebHorseGallery show="circles" label="Residenti" />
      </PageData>,
    );
    expect(html.match(/role="progressbar"/g)).toHaveLength(5);
    expect(html).toContain('Coperto il 45%: 135 € dei 300 € al mese');
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(
      <MemoryRouter>
        <FundingGallery horses={[]} label="Residenti" />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
