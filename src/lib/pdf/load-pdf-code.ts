import { fail, ok, type Result } from '#src/lib/data/result';

// The PDF code (jsPDF and a document's layout) is loaded by a dynamic import on the first PDF a
// screen makes, and by no other screen (decisions 88 and 92; `npm run bench` checks the chunks).

export const pdfCodeFailed =
  'Non è stato possibile caricare il programma che crea il PDF: controlla la connessione e riprova.';

/** `load` is the screen's own `() => import('./its-pdf')`, so the bundler splits it off. */
export async function loadPdfCode<T>(load: () => Promise<T>): Promise<Result<T>> {
  const code = await load().catch((error: unknown) => {
    console.error('Loading the PDF code', error);
    return null;
  });
  return code ? ok(code) : fail('unavailable', pdfCodeFailed);
}
