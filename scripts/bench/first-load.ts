import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  /** The files a visitor's browser downloads to show and start the first page. */
  scripts: string[];
  styles: string[];
  jsGzip: number;
  cssGzip: number;
  /** Code that must never be in a public page's first download, found anyway. */
  forbidden: string[];
}

/** Markers of code that belongs to the back office or to staff-only services. */
const forbiddenMarkers: [marker: string, what: string][] = [
  ['identitytoolkit', 'Firebase Auth'],
  ['X-Goog-Upload-Protocol', 'Storage upload'],
  ['maps.googleapis.com', 'Google Maps'],
  ['Area riservata', 'back office'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The modules every page loads, whatever the page: index.html's entry (src/boot.ts, which starts
 * the app after the first paint) and the app it always imports (src/main.tsx), with everything they
 * import statically. Pages and the data layer are loaded on demand and are not counted.
 */
export const firstLoadEntries = ['index.html', 'src/main.tsx'];

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;

/** The first load of a build made with `build.manifest: true`, from its Vite manifest. */
export function measureFirstLoad(outDir: string): FirstLoad {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no "${key}"`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of firstLoadEntries) visit(entry);

  const path = (file: string) => join(outDir, file);
  const forbidden = forbiddenMarkers
    .filter(([marker]) =>
      [...scripts].some((file) => readFileSync(path(file), 'utf8').includes(marker)),
    )
    .map(([, what]) => what);
  return {
    scripts: [...scripts],
    styles: [...styles],
    jsGzip: [...scripts].reduce((sum, file) => sum + gzipSize(path(file)), 0),
    cssGzip: [...styles].reduce((sum, file) => sum + gzipSize(path(file)), 0),
    forbidden,
  };
}
