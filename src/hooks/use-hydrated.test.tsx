import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { startHydrating, useHydrated } from './use-hydrated';

function Probe({ seen }: { readonly seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false while a prerendered page hydrates (so it matches its HTML), then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('prerendered');
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    startHydrating();
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('hydrated');
    // Pages rendered after it (a navigation) need no hydration.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
  });

  it('is true from the first render of a page rendered in the browser', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => createRoot(container).render(<Probe seen={seen} />));
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('hydrated');
  });
});
