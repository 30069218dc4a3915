import { useEffect, useState } from 'react';

/** What staff-authored descriptions may contain: text formatting, lists, links and headings. */
const allowed = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  ALLOWED_ATTR: ['href', 'title'],
};

/** Sanitises staff-authored HTML with DOMPurify, loaded on demand (it is not needed on most pages). */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, allowed);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders staff-authored HTML, sanitised first: never raw (DECISIONS.md "Horse description"). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void sanitizeHtml(html).then((sanitized) => {
      if (current) setClean(sanitized);
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (clean === undefined) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
