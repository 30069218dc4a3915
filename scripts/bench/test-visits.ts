import { totalsByKind, type Fetched, type VisitFigures } from './visit-model.ts';

// The visits the bench's report and documents tests score: one shape for both.

export const origin = 'http://127.0.0.1:4214';

/** A visit of `path` that fetched `fetched`, quiet after 3 s. */
export function visitOf(path: string, fetched: Fetched[]): VisitFigures {
  return {
    path,
    fetched,
    totals: totalsByKind(fetched),
    critical: { html: 4096, css: 16384, js: 1024, total: 21504 },
    quietAfterMs: 3000,
  };
}

/** A visit whose JavaScript is one file of `jsKB` kB. */
export const scriptVisit = (path: string, jsKB: number): VisitFigures =>
  visitOf(path, [{ url: `${origin}/assets/main.js`, kind: 'js', bytes: jsKB * 1024 }]);
