import { useContext, useEffect, useState } from 'react';
import { KnownHtmlContext } from './known-html';

/**
 * Sanitises staff-authored HTML in the browser with DOMPurify, loaded on demand: a prerendered page
 * brings its HTML already sanitised, so most visits never download it.
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
 * Renders staff-authored HTML, sanitised first: never raw (docs/product.md "Horse description"). A
 * string sanitised at build time (KnownHtmlContext) renders at once, so the prerendered HTML and
 * the hydrating render are the same; any other (data changed since the build, a back-office
 * preview) shows once the browser has sanitised it, and nothing until then.
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
      // DOMPurify did not load (offline): the text stays hidden rather than shown unsanitised; the
      // next change of the string tries again.
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
