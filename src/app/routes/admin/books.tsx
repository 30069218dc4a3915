import { PageHead } from '#src/components/seo/page-head';
import { BooksPage } from '#src/features/books/admin';

export function AdminBooksPage() {
  return (
    <>
      <PageHead title="Rendiconto per cassa" noindex />
      <BooksPage />
    </>
  );
}
