import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { association } from '#src/config/association';
import { GalleryGrid } from './gallery-grid';
import type { GalleryEvent, GalleryHorse } from './gallery-cards';

const fakeUrl = (path: string) => `https://media.test/${path}`;

function renderGrid(grid: ReactElement) {
  return render(<MemoryRouter>{grid}</MemoryRouter>);
}

function horses(count: number): GalleryHorse[] {
  return Array.from({ length: count }, (_, index) => ({
    slug: `cavallo-${index + 1}`,
    name: `Cavallo ${index + 1}`,
  }));
}

const festa: GalleryEvent = {
  slug: 'festa',
  name: 'Festa',
  name_it: 'Festa d’estate',
  name_en: 'Summer party',
  date: '2026-06-13T08:00:00.000Z',
};

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

describe('GalleryGrid', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => setWindowWidth(initialWidth));

  it('shows as many rows as the items fill, capped at 12 (30 items in 2 columns show 24)', () => {
    renderGrid(
      <GalleryGrid
        type="horses"
        items={horses(30)}
        columns={2}
        imageUrl={fakeUrl}
        label="Cavalli"
      />,
    );
    const list = screen.getByRole('list', { name: 'Cavalli' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Cavallo 24' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cavallo 25' })).not.toBeInTheDocument();
    expect(list.style.getPropertyValue('--gallery-columns-small')).toBe('2');
    expect(list.style.getPropertyValue('--gallery-columns-large')).toBe('2');
  });

  it('shows the given number of rows', () => {
    renderGrid(
      <GalleryGrid type="horses" items={horses(10)} columns={4} rows={1} imageUrl={fakeUrl} />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Cavallo 1',
      'Cavallo 2',
      'Cavallo 3',
      'Cavallo 4',
    ]);
  });

  it('gives each layout size its column count, hiding by CSS the cards a size does not show', () => {
    const columns = { small: 4, medium: 8, large: 12 };
    renderGrid(
      <GalleryGrid
        type="horses"
        items={horses(20)}
        columns={columns}
        rows={1}
        imageUrl={fakeUrl}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.style.getPropertyValue('--gallery-columns-small')).toBe('4');
    expect(list.style.getPropertyValue('--gallery-columns-medium')).toBe('8');
    expect(list.style.getPropertyValue('--gallery-columns-large')).toBe('12');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(12);
    const hiddenAt = (index: number) =>
      [...(items[index]?.classList ?? [])].filter((name) => name.includes('--hidden-'));
    expect(hiddenAt(3)).toEqual([]);
    expect(hiddenAt(4)).toEqual(['gallery-grid__item--hidden-small']);
    expect(hiddenAt(7)).toEqual(['gallery-grid__item--hidden-small']);
    expect(hiddenAt(8)).toEqual([
      'gallery-grid__item--hidden-small',
      'gallery-grid__item--hidden-medium',
    ]);
    expect(hiddenAt(11)).toHaveLength(2);
  });

  it('renders the same markup whatever the window width (prerendered HTML hydrates as is)', () => {
    const markup = () => {
      const { container, unmount } = renderGrid(
        <GalleryGrid type="horses" items={horses(9)} columns={{ small: 2, medium: 3, large: 6 }} />,
      );
      const html = container.innerHTML;
      unmount();
      return html;
    };
    setWindowWidth(400);
    const phone = markup();
    setWindowWidth(1600);
    expect(markup()).toBe(phone);
  });

  it('links a horse card to the horse page, with its thumbnail', () => {
    renderGrid(
      <GalleryGrid
        type="horses"
        items={[{ slug: 'ada', name: 'Ada' }]}
        columns={3}
        imageUrl={fakeUrl}
      />,
    );
    const link = screen.getByRole('link', { name: 'Ada' });
    expect(link).toHaveAttribute('href', '/cavalli/ada');

    const image = within(link).getByRole('img', { name: `Ada di ${association.name}` });
    expect(image).toHaveAttribute('src', 'https://media.test/horses/ada/photo/thumb.png');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(link.querySelector('source')).toHaveAttribute(
      'srcset',
      'https://media.test/horses/ada/photo/thumb.webp',
    );
    expect(link.querySelector('source')).toHaveAttribute('type', 'image/webp');
  });

  it.each([
    ['it', 'Festa d’estate', 'sab 13 giugno 2026', '/it/eventi/festa'],
    ['en', 'Summer party', 'Sat 13 June 2026', '/en/events/festa'],
  ] as const)('links an event card in %s to its event page', (lang, name, day, href) => {
    renderGrid(
      <GalleryGrid type="events" lang={lang} items={[festa]} columns={4} imageUrl={fakeUrl} />,
    );
    const link = screen.getByRole('link', { name: `${name}, ${day}` });
    expect(link).toHaveAttribute('href', href);
    const image = within(link).getByRole('img', {
      name: `${name} organizzato da ${association.name}`,
    });
    expect(image).toHaveAttribute('src', 'https://media.test/events/festa-thumb.png');
    expect(link.querySelector('source')).toHaveAttribute(
      'srcset',
      'https://media.test/events/festa-thumb.webp',
    );
  });

  it('shows the item name under the photo and on the hover overlay', () => {
    renderGrid(
      <GalleryGrid
        type="horses"
        items={[{ slug: 'ada', name: 'Ada' }]}
        columns={3}
        imageUrl={fakeUrl}
      />,
    );
    const link = screen.getByRole('link', { name: 'Ada' });
    expect(link.querySelector('.gallery-card__caption')).toHaveTextContent(/^Ada$/);
    const overlay = link.querySelector('.gallery-card__overlay');
    expect(overlay).toHaveAttribute('data-name', 'Ada');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an event’s name and day in the page’s language, and says both to screen readers', () => {
    renderGrid(
      <GalleryGrid type="events" lang="en" items={[festa]} columns={3} imageUrl={fakeUrl} />,
    );
    const link = screen.getByRole('link', { name: 'Summer party, Sat 13 June 2026' });
    expect(within(link).getByText('Sat 13 June 2026')).toHaveAttribute('datetime', festa.date);
    expect(link.querySelector('.gallery-card__caption')).toHaveTextContent(
      /^Summer partySat 13 June 2026$/,
    );
  });

  it('renders nothing for an empty slot', () => {
    renderGrid(
      <GalleryGrid
        type="horses"
        items={[{ slug: 'ada', name: 'Ada' }, null, undefined, { slug: 'blu', name: 'Blu' }]}
        columns={2}
        imageUrl={fakeUrl}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/cavalli/ada',
      '/cavalli/blu',
    ]);
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('renders nothing at all without items', () => {
    const { container } = renderGrid(
      <GalleryGrid type="horses" items={[null, undefined]} columns={2} imageUrl={fakeUrl} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('falls back to the .png when the WebP image is missing', () => {
    renderGrid(
      <GalleryGrid
        type="horses"
        items={[{ slug: 'ada', name: 'Ada' }]}
        columns={3}
        imageUrl={fakeUrl}
      />,
    );
    const link = screen.getByRole('link', { name: 'Ada' });
    fireEvent.error(within(link).getByRole('img'));
    expect(link.querySelector('source')).toBeNull();
    expect(within(link).getByRole('img')).toHaveAttribute(
      'src',
      'https://media.test/horses/ada/photo/thumb.png',
    );
  });

  it('builds the public media URL of the site bucket by default', () => {
    renderGrid(<GalleryGrid type="horses" items={[{ slug: 'ada', name: 'Ada' }]} columns={3} />);
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/v0\/b\/[^/]+\/o\/horses%2Fada%2Fphoto%2Fthumb\.png\?alt=media$/),
    );
  });
  it('loads its photos lazily, unless it opens the page: then its first phone row at once', () => {
    const columns = { small: 2, medium: 3, large: 6 };
    const loading = () =>
      screen
        .getAllByRole('img')
        .map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]);
    const { unmount } = renderGrid(
      <GalleryGrid type="horses" items={horses(6)} columns={columns} imageUrl={fakeUrl} />,
    );
    expect(new Set(loading().map(([lazy]) => lazy))).toEqual(new Set(['lazy']));
    unmount();

    renderGrid(
      <GalleryGrid type="horses" items={horses(6)} columns={columns} imageUrl={fakeUrl} priority />,
    );
    expect(loading()).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
