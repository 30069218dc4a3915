import { PagePlaceholder } from '../../../components/layout/page-placeholder';

/** Placeholder of a back-office page: never indexed. */
export function AdminPagePlaceholder({ title }: { readonly title: string }) {
  return <PagePlaceholder title={title} head={{ noindex: true }} />;
}
