import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

// The lint's own rules on purpose-made mistakes (decision 83): a circle through type-only imports
// and an import from a layer above. The fixtures are ignored by the normal lint.

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

async function ruleIds(results: ESLint.LintResult[]): Promise<string[]> {
  return results.flatMap((result) => result.messages.map((message) => String(message.ruleId)));
}

describe('the lint', () => {
  // The config's resolver and the zones' paths are read from the project's root.
  const eslint = new ESLint({ cwd: root, ignore: false });

  it('refuses a circle made of type-only imports, at both ends', async () => {
    const results = await eslint.lintFiles([
      fixture('type-cycle/owner.ts'),
      fixture('type-cycle/pet.ts'),
    ]);
    expect(results.map((result) => result.messages.map((message) => message.ruleId))).toEqual([
      ['local/no-cycle'],
      ['local/no-cycle'],
    ]);
    expect(results[0]?.messages[0]?.message).toMatch(/Dependency cycle/);
  });

  it('refuses an import from a layer above: lib from components, components from a feature', async () => {
    const lib = await eslint.lintText(
      "import { galleryRows } from '#src/components/gallery/gallery-layout';\n\nexport const rows = galleryRows;\n",
      { filePath: `${root}/src/lib/format/upward.ts` },
    );
    expect(await ruleIds(lib)).toEqual(['import-x/no-restricted-paths']);
    expect(lib[0]?.messages[0]?.message).toMatch(/src\/lib must not import a layer above it/);

    const component = await eslint.lintText(
      "import type { PublicHorse } from '#src/features/horses/model/public-horse';\n\nexport type Horse = PublicHorse;\n",
      { filePath: `${root}/src/components/gallery/upward.ts` },
    );
    expect(await ruleIds(component)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a layer import the one below it', async () => {
    const results = await eslint.lintText(
      "import { imageUrl } from '#src/lib/images/image-url';\n\nexport const url = imageUrl('a.webp');\n",
      { filePath: `${root}/src/components/gallery/downward.ts` },
    );
    expect(await ruleIds(results)).toEqual([]);
  });
});
