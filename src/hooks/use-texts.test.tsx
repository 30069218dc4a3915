import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { dictionary, lazyDictionary } from '#src/lib/text/dictionary';
import { useTexts } from './use-texts';

const italian = { greeting: 'Benvenuti', horses: (count: number) => `${count} cavalli` };
const english: typeof italian = { greeting: 'Welcome', horses: (count) => `${count} horses` };
const texts = dictionary(italian, english);

function Greeting() {
  const t = useTexts(texts);
  return (
    <p>
      {t.greeting}: {t.horses(3)}
    </p>
  );
}

describe('useTexts', () => {
  it.each([
    ['/', 'Benvenuti: 3 cavalli'],
    ['/cavalli', 'Benvenuti: 3 cavalli'],
    ['/en', 'Welcome: 3 horses'],
    ['/en/horses/ada', 'Welcome: 3 horses'],
  ])('at %s renders the address language: "%s"', (path, shown) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Greeting />
      </MemoryRouter>,
    );
    expect(screen.getByText(shown)).toBeVisible();
  });

  it('speaks Italian outside a router (a part rendered alone)', () => {
    render(<Greeting />);
    expect(screen.getByText('Benvenuti: 3 cavalli')).toBeVisible();
  });

  it("reads a lazy dictionary once its route loaded the address's language", async () => {
    const lazy = lazyDictionary({ it: italian, en: async () => english });
    function Lazy() {
      return <p>{useTexts(lazy).greeting}</p>;
    }
    // The Italian texts are in the bundle: readable at once; the English ones once loaded.
    render(<Lazy />);
    expect(screen.getByText('Benvenuti')).toBeVisible();
    expect(lazy.has('en')).toBe(false);
    await lazy.load('en');
    render(
      <MemoryRouter initialEntries={['/en/association']}>
        <Lazy />
      </MemoryRouter>,
    );
    expect(screen.getByText('Welcome')).toBeVisible();
  });
});
