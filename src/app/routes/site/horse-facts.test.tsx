import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteLanguage } from '#src/config/site';
import { paths } from '#src/config/paths';
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

/** The page as its loader gives it the horse; the visit's fresh read that follows never answers. */
async function renderPage(horse: PublicHorse, language: SiteLanguage) {
  vi.mocked(loadWebHorse).mockResolvedValueOnce(ok(horse));
  const router = createMemoryRouter(
    [
      { path: '/cavalli/:slug', loader: horseLoader, element: <HorsePage /> },
      { path: '/en/horses/:slug', loader: horseLoader, element: <HorsePage /> },
    ],
    { initialEntries: [paths.horse(horse.slug, language)] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  await act(async () => {});
}

/** The value after a fact's label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

const mare = aPublicHorse({
  showWeb: true,
  species: 'Cavallo',
  sex: 'Femmina',
  birthday: '2000-04-12',
});

describe('a horse page’s facts', () => {
  it('say "Nata il" of a mare and "Nato il" of a gelding on the Italian page', async () => {
    await renderPage(mare, 'it');
    expect(fact('Nata il')).toHaveTextContent('12 aprile 2000');
    expect(screen.queryByText('Nato il', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Specie')).toHaveTextContent('Cavallo');
  });

  it('say "Nato il" of a gelding', async () => {
    await renderPage({ ...mare, sex: 'Castrone' }, 'it');
    expect(fact('Nato il')).toBeInTheDocument();
  });

  it('say the species and the sex in English on the English page', async () => {
    await renderPage({ ...mare, species: 'Asino' }, 'en');
    expect(fact('Species')).toHaveTextContent('Donkey');
    expect(fact('Species')).not.toHaveAttribute('lang');
    expect(fact('Sex')).toHaveTextContent('Female');
    expect(fact('Born on')).toHaveTextContent('12 April 2000');
  });
});

describe('a horse page’s words agree with its sex', () => {
  const placed = { ...mare, location: 'Oasi Equinozio (Piemonte)' };

  it.each([
    ['Femmina', 'Cavallo', 'Where to find her', 'Nata il'],
    ['Femmina', 'Asino', 'Where to find her', 'Nata il'],
    ['Castrone', 'Cavallo', 'Where to find him', 'Nato il'],
    ['Stallone', 'Cavallo', 'Where to find him', 'Nato il'],
    ['Maschio', 'Asino', 'Where to find him', 'Nato il'],
    ['', 'Cavallo', 'Where to find them', 'Nato il'],
  ] as const)('a %s %s: "%s", "%s"', async (sex, species, english, born) => {
    await renderPage({ ...placed, sex, species }, 'en');
    expect(fact(english)).toHaveTextContent('Oasi Equinozio (Piemonte)');
    const labels = screen.getAllByText(/^Where to find/, { selector: 'dt' });
    expect(labels.map((label) => label.textContent)).toEqual([english]);
    cleanup();
    await renderPage({ ...placed, sex, species }, 'it');
    expect(fact(born)).toHaveTextContent('12 aprile 2000');
    expect(fact('Dove si trova')).toHaveTextContent('Oasi Equinozio (Piemonte)');
  });
});

describe('a horse page’s status', () => {
  const statusLine = () => document.querySelector('.horse-detail__status');

  it('says "Adottata" of an adopted mare', async () => {
    await renderPage({ ...mare, status: 'Adottato' }, 'it');
    expect(statusLine()).toHaveTextContent(/^Adottata$/);
  });

  it('says "Adottato" of an adopted gelding', async () => {
    await renderPage({ ...mare, sex: 'Castrone', status: 'Adottato' }, 'it');
    expect(statusLine()).toHaveTextContent(/^Adottato$/);
  });

  it('says "Adopted" of a mare on the English page', async () => {
    await renderPage({ ...mare, status: 'Adottato' }, 'en');
    expect(statusLine()).toHaveTextContent(/^Adopted$/);
  });

  it("keeps a status that has no gender, as a resident's", async () => {
    await renderPage({ ...mare, status: "Residente dell'Oasi" }, 'it');
    expect(statusLine()).toHaveTextContent(/^Residente dell'Oasi$/);
  });
});
