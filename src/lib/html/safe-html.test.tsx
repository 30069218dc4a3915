import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { KnownHtmlContext, knownFromPairs, sanitizingAsRendered } from './known-html';
import { SafeHtml } from './safe-html';
import { createSanitizer } from './sanitize';
import type * as SanitizeModule from './sanitize';
import { createBuildTimeSanitizer } from './sanitize-at-build';

// The sanitiser is the real one; the spy tells whether DOMPurify was needed at all.
vi.mock('./sanitize', async (importOriginal) => {
  const real = await importOriginal<typeof SanitizeModule>();
  return { ...real, createSanitizer: vi.fn(real.createSanitizer) };
});

const raw =
  '<p>Con <strong>90 euro</strong> copri una visita.</p><script>alert(1)</script>' +
  '<a href="javascript:alert(2)">link</a>';
const clean = '<p>Con <strong>90 euro</strong> copri una visita.</p><a>link</a>';

const build = createBuildTimeSanitizer();
afterAll(() => build.close());

beforeEach(() => {
  vi.mocked(createSanitizer).mockClear();
});

const knowing = (pairs: unknown) =>
  function Known({ children }: { children: ReactNode }) {
    return <KnownHtmlContext value={knownFromPairs(pairs)}>{children}</KnownHtmlContext>;
  };

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('SafeHtml', () => {
  it('renders a string sanitised at build time at once, without loading DOMPurify', async () => {
    const { container } = render(<SafeHtml html={raw} className="story" />, {
      wrapper: knowing([[raw, clean]]),
    });
    // The very first render has it: no effect, no await.
    expect(container.innerHTML).toBe(`<div class="story">${clean}</div>`);
    await settle();
    expect(container.innerHTML).toBe(`<div class="story">${clean}</div>`);
    expect(createSanitizer).not.toHaveBeenCalled();
  });

  it('sanitises an unknown string in the browser, showing nothing until then', async () => {
    const { container } = render(<SafeHtml html={raw} />, { wrapper: knowing([['other', 'x']]) });
    expect(container.innerHTML).toBe('');
    expect(await screen.findByText('90 euro')).toBeInstanceOf(HTMLElement);
    expect(container.innerHTML).toBe(`<div>${clean}</div>`);
    expect(createSanitizer).toHaveBeenCalledTimes(1);
  });

  it('sanitises anew when the string changes, never showing the old one for the new', async () => {
    const { container, rerender } = render(<SafeHtml html={raw} />, {
      wrapper: knowing([[raw, clean]]),
    });
    expect(container.querySelector('strong')).toHaveTextContent('90 euro');
    // Fresh data changed since the build: not known, so sanitised in the browser.
    rerender(<SafeHtml html='<p>Ora <em>100 euro</em></p><img src="x" onerror="alert(1)">' />);
    expect(container.innerHTML).toBe('');
    await screen.findByText('100 euro');
    expect(container.innerHTML).toBe('<div><p>Ora <em>100 euro</em></p></div>');
    rerender(<SafeHtml html="<p>Poi <b>altro</b></p><script>alert(1)</script>" />);
    expect(container.innerHTML).toBe('');
    await screen.findByText('altro');
    expect(container.innerHTML).toBe('<div><p>Poi <b>altro</b></p></div>');
    // Back to the string known from the build: at once again.
    rerender(<SafeHtml html={raw} />);
    expect(container.innerHTML).toBe(`<div>${clean}</div>`);
    expect(createSanitizer).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after the string changed', async () => {
    const { container, rerender } = render(<SafeHtml html="<p>prima</p>" />);
    rerender(<SafeHtml html="<p>dopo</p>" />);
    // An answer asked earlier settles earlier: once "dopo" shows, "prima" can only be dropped.
    await screen.findByText('dopo');
    await settle();
    expect(container.innerHTML).toBe('<div><p>dopo</p></div>');
  });

  it('shows nothing, never the raw markup, when DOMPurify cannot be loaded', async () => {
    vi.mocked(createSanitizer).mockImplementationOnce(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { container } = render(<SafeHtml html={raw} />);
    await waitFor(() => expect(createSanitizer).toHaveBeenCalledTimes(1));
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('hydrates the prerendered HTML without a difference and without DOMPurify', async () => {
    const staffHtml = sanitizingAsRendered(build.sanitize);
    const page = (html: string) => (
      <article>
        <SafeHtml html={html} className="story" />
        <SafeHtml html={raw} />
      </article>
    );
    const story = '<h2>Storia</h2><p>La <em>nonna</em> del branco</p><iframe></iframe>';
    const serverHtml = renderToString(
      <KnownHtmlContext value={staffHtml.known}>{page(story)}</KnownHtmlContext>,
    );
    expect(serverHtml).toContain('<em>nonna</em>');
    expect(serverHtml).not.toMatch(/iframe|script|javascript|&lt;/);
    expect(staffHtml.pairs()).toEqual([
      [story, '<h2>Storia</h2><p>La <em>nonna</em> del branco</p>'],
      [raw, clean],
    ]);
    vi.mocked(createSanitizer).mockClear();

    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    // What the page embeds goes through JSON, as in the browser.
    const embedded: unknown = JSON.parse(JSON.stringify(staffHtml.pairs()));
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <KnownHtmlContext value={knownFromPairs(embedded)}>{page(story)}</KnownHtmlContext>,
        { onRecoverableError },
      ),
    );
    await settle();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(createSanitizer).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('would not hydrate the same without the embedded pairs (the check above can fail)', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const serverHtml = renderToString(
      <KnownHtmlContext value={sanitizingAsRendered(build.sanitize).known}>
        <section>
          <SafeHtml html={raw} />
        </section>
      </KnownHtmlContext>,
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <section>
          <SafeHtml html={raw} />
        </section>,
        { onRecoverableError },
      ),
    );
    await waitFor(() => expect(onRecoverableError).toHaveBeenCalled());
    act(() => root.unmount());
    container.remove();
  });
});

describe('knownFromPairs', () => {
  it('knows the embedded pairs, ignores anything malformed and nothing inherited', () => {
    const known = knownFromPairs([
      ['a', 'A'],
      ['b'],
      [1, 'x'],
      ['c', 2],
      'd',
      null,
      ['e', 'E', 'x'],
    ]);
    expect(known('a')).toBe('A');
    for (const unknown of ['b', 'c', 'd', 'e', 'constructor', '__proto__', 'toString']) {
      expect(known(unknown), unknown).toBeUndefined();
    }
    expect(knownFromPairs(undefined)('a')).toBeUndefined();
    expect(knownFromPairs({ a: 'A' })('a')).toBeUndefined();
  });
});

describe('sanitizingAsRendered', () => {
  it('sanitises each string once and keeps every pair in the order rendered', () => {
    const sanitize = vi.fn((html: string) => html.toUpperCase());
    const staffHtml = sanitizingAsRendered(sanitize);
    expect(staffHtml.known('b')).toBe('B');
    expect(staffHtml.known('a')).toBe('A');
    expect(staffHtml.known('b')).toBe('B');
    expect(sanitize).toHaveBeenCalledTimes(2);
    expect(staffHtml.pairs()).toEqual([
      ['b', 'B'],
      ['a', 'A'],
    ]);
  });
});
