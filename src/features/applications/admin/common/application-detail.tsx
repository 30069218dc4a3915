import { useEffect, type ReactNode } from 'react';
import { Loading } from '#src/components/ui/loading';
import { PageHead } from '#src/components/seo/page-head';
import { useResult } from '#src/lib/async/use-result';
import type { Result } from '#src/lib/data/result';
import './applications-admin.scss';

export interface ApplicationDetailProps<D> {
  /** The document id, for the title while loading and for the console. */
  readonly slug: string;
  readonly load: () => Promise<Result<D>>;
  /** "Candidatura adozione": the title while loading is "Candidatura adozione {slug}". */
  readonly what: string;
  readonly children: (data: D) => ReactNode;
}

/**
 * A detail page of the back office: a loader, then the content. A failed or missing load is only
 * logged to the console and the page stays on the loader (docs/product.md §4 and 8).
 */
export function ApplicationDetail<D>({ slug, load, what, children }: ApplicationDetailProps<D>) {
  const state = useResult(load, [slug]);
  const error = state.status === 'failed' ? state.error : undefined;
  useEffect(() => {
    if (error) console.error(`${what} ${slug} non caricata: ${error.message}`);
  }, [error, slug, what]);

  return (
    <section className="admin-page applications-admin">
      {state.status === 'ready' ? (
        children(state.data)
      ) : (
        <>
          <PageHead title={`${what} ${slug}`} noindex />
          <Loading label={`Caricamento: ${what.toLowerCase()}…`} />
        </>
      )}
    </section>
  );
}
