import { useContext, useEffect, useState } from 'react';
import { KnownHtmlContext } from './known-html';

/**
 * Loaded on demand: a prerendered page brings its HTML already sanitised, so most visits never
 * download it.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const { createSanitizer } = await import('./sanitize');
  return createSanitizer(window)(html);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Never raw (docs/product.md "Horse description"); a string known from the build renders at once,
 * so hydration matches.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const known = useContext(KnownHtmlContext)(html);
  const [sanitized, setSanitized] = useState<{ html: string; clean: string }>();
  useEffect(() => {
    if (known !== undefined) return;
    let current = true;
    sanitizeHtml(html).then(
      (clean) => {
        if (current) setSanitized({ html, clean });
      },
      // DOMPurify did not load (offline): the text stays hidden rather than shown unsanitised.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [html, known]);
  const clean = known ?? (sanitized?.html === html ? sanitized.clean : undefined);
  if (clean === undefined) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
