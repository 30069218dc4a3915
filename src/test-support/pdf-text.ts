import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The back office's PDFs read back as text (pdfjs-dist, a dev dependency, legacy build for Node):
// what a reader's program finds in them.

/** pdf.js reads the standard fonts' widths from its own files, in Node too. */
const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Each page's text as pdf.js reads it back, its lines joined by spaces. */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes instanceof Uint8Array ? bytes : bytes.slice(0)),
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}
