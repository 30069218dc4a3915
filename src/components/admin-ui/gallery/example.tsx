import type { ReactNode } from 'react';

export function Example({
  caption,
  children,
  wide = false,
}: {
  readonly caption: ReactNode;
  readonly children: ReactNode;
  readonly wide?: boolean;
}) {
  return (
    <figure className={wide ? 'col-12 ui-gallery__example' : 'col-lg-6 ui-gallery__example'}>
      {children}
      <figcaption className="ui-gallery__caption">{caption}</figcaption>
    </figure>
  );
}
