import type * as PrerenderDataModule from '#src/app/prerender-data.ts';
import { injectPage } from './html.ts';

// The serializer lives with the app; if it ever let a `<` through, the prerenderer must refuse to
// write a page whose data could close its script element, rather than ship it.
const serializer = vi.hoisted(() => ({ leaksAngle: false }));
vi.mock('#src/app/prerender-data.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PrerenderDataModule>();
  return {
    ...real,
    serializePrerenderData: (data: PrerenderDataModule.PrerenderData) =>
      serializer.leaksAngle
        ? '{"name":"</script><script>alert(1)"}'
        : real.serializePrerenderData(data),
  };
});

const template = '<html lang="it"><head></head><body><div id="root"></div></body></html>';
const data: PrerenderDataModule.PrerenderData = {
  loaderData: { list: [{ slug: 'ada', name: '</script>', status: 'Adottato' }] },
};

afterEach(() => {
  serializer.leaksAngle = false;
});

describe('injectPage and the data serializer', () => {
  it('embeds the data the serializer made inert', () => {
    expect(injectPage(template, '<div></div>', data)).toContain('\\u003c/script>');
  });

  it('refuses data that would not be inert inside the script element', () => {
    serializer.leaksAngle = true;
    expect(() => injectPage(template, '<div></div>', data)).toThrow(/not be inert/);
  });
});
