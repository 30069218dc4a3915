import type { ReactNode } from 'react';
import { ReadState } from '#src/components/ui/read-state';
import { PageHead } from '#src/components/seo/page-head';
import { useRead } from '#src/lib/async/use-result';
import type { Result } from '#src/lib/data/result';
import './applications-admin.scss';

export interface ApplicationDetailProps<D> {
  readonly slug: string;
  readonly load: () => Promise<Result<D>>;
  readonly what: string;
  readonly children: (data: D) => ReactNode;
}

export function ApplicationDetail<D>({ slug, load, what, children }: ApplicationDetailProps<D>) {
  const read = useRead(`${what} ${slug} non caricata`, load, [slug]);
  return (
    <section className="admin-page applications-admin">
      {read.state.status !== 'ready' && <PageHead title={`${what} ${slug}`} noindex />}
      <ReadState
        read={read}
        loading={`Caricamento: ${what.toLowerCase()}…`}
        failed={`${what} non caricata:`}
      >
        {children}
      </ReadState>
    </section>
  );
}
