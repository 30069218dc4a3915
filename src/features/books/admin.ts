// The books for staff (issue 43, decision 93): a year's rendiconto per cassa, its CSV and closing.
export { BooksPage } from './admin/books-page';
