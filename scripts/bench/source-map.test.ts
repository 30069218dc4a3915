import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  charactersBySource,
  decodeSegment,
  describeBuiltScripts,
  describeScript,
  ownerOf,
} from './source-map.ts';

// Two sources; four generated lines: react-dom then the app on the first, the app on the second,
// the app then 3 unmapped characters on the third, 2 unmapped then react-dom on the fourth.
const map = {
  sources: ['../../node_modules/react-dom/cjs/react-dom.production.js', '../../src/app/app.tsx'],
  mappings: 'AAAA,UCAA;AAAA;AAAA,G;EDAA',
};
const code = 'aaaaaaaaaabbbbb\nxyz\ncccccc\n  dd';

describe('decodeSegment', () => {
  it.each([
    ['AAAA', [0, 0, 0, 0]],
    ['UCAA', [10, 1, 0, 0]],
    ['EDAA', [2, -1, 0, 0]],
    ['gB', [16]],
    ['D', [-1]],
  ])('reads %s as %j', (segment, values) => {
    expect(decodeSegment(segment)).toEqual(values);
  });

  it.each(['A!', 'g'])('refuses %j', (segment) => {
    expect(() => decodeSegment(segment)).toThrow('Not a source map segment');
  });
});

describe('charactersBySource', () => {
  it('gives each source the code up to the next segment, and unmapped code to ""', () => {
    expect(Object.fromEntries(charactersBySource(map, code))).toEqual({
      '../../node_modules/react-dom/cjs/react-dom.production.js': 12,
      '../../src/app/app.tsx': 11,
      '': 5,
    });
  });
});

describe('ownerOf', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom.production.js', 'react-dom'],
    [
      '../../node_modules/@firebase/firestore/dist/lite/index.browser.esm.js',
      '@firebase/firestore',
    ],
    ['../../node_modules/a/node_modules/b/index.js', 'b'],
    ['../../src/features/horses/api/horses-api.ts', 'src/features/horses'],
    ['../../src/app/routes/site/home.tsx', 'src/app'],
    ['../../src/main.tsx', 'src'],
    ['\0rolldown/runtime.js', '\0rolldown/runtime.js'],
  ])('files %s under %s', (source, owner) => {
    expect(ownerOf(source)).toBe(owner);
  });
});

describe('describeScript', () => {
  it('names the owners by their share of the code, largest first', () => {
    expect(describeScript(map, code)).toBe('react-dom 43%, src/app 39%, unmapped 18%');
  });

  it('names the largest few and says there is more', () => {
    expect(describeScript(map, code, 2)).toBe('react-dom 43%, src/app 39%, …');
  });

  it('is empty for an empty script', () => {
    expect(describeScript({ sources: [], mappings: '' }, '')).toBe('');
  });
});

describe('describeBuiltScripts', () => {
  it('describes the built files that have a source map beside them, and only those', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'equinozio-maps-'));
    try {
      mkdirSync(join(outDir, 'assets'));
      writeFileSync(join(outDir, 'assets/a.js'), code);
      writeFileSync(join(outDir, 'assets/a.js.map'), JSON.stringify(map));
      writeFileSync(join(outDir, 'assets/b.js'), 'x');
      const described = describeBuiltScripts(outDir, ['assets/a.js', 'assets/b.js', 'assets/c.js']);
      expect(Object.fromEntries(described)).toEqual({
        'assets/a.js': 'react-dom 43%, src/app 39%, unmapped 18%',
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
