// docs/decisions/0017-admin-generic-ui.md; its form fields are the form kit's (decision 36).

export { Abbreviated, type AbbreviatedProps } from './abbreviated';
export { AddBySlugDialog, type AddBySlugDialogProps } from './add-by-slug-dialog';
export { abbreviate, ABBREVIATION_LENGTH } from './abbreviate';
export {
  addressFilters,
  textParam,
  useAddressFilters,
  type AddressFilters,
  type AddressFiltersState,
  type AddressFilterTable,
  type ChoiceParam,
  type TextParam,
} from './address-filters';
export { BusyButton, busyButtonText, type BusyButtonProps } from './busy-button';
export { CollapsibleCard, type CollapsibleCardProps } from './collapsible-card';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { CsvDownloadButton, type CsvDownloadButtonProps } from './csv-download-button';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { DateTime } from './date-time';
export { ListHeader, listTitle, type ListHeaderProps } from './list-header';
export {
  defaultMessageTitles,
  MessageModal,
  type MessageModalProps,
  type MessageTone,
} from './message-modal';
export { ModalOverlay, type ModalOverlayProps } from './modal-overlay';
export { NoResults, noResultsText } from './no-results';
export { PagedResults, usePagedList, type PagedList, type PagedResultsProps } from './paged-list';
export { pageCount, Pager, type PagerProps } from './pager';
export {
  RecordEditor,
  type RecordEditorProps,
  type RecordEditorSpec,
  type SavedRecord,
} from './record-editor';
export {
  RecordsSection,
  recordsSectionTexts,
  type RecordsMessage,
  type RecordsRead,
  type RecordsSectionProps,
  type RecordsSectionTexts,
} from './records-section';
export { SearchField, type SearchFieldProps } from './search-field';
export { StatusBadge, statusTone, type StatusBadgeProps } from './status-badge';
export {
  useConfirmedDelete,
  type ConfirmedDelete,
  type ConfirmedDeleteDialog,
} from './use-confirmed-delete';
export { useCursorPaging, type CursorPaging } from './use-cursor-paging';
export {
  csvFileName,
  downloadBlob,
  downloadCsv,
  toCsv,
  type CsvColumn,
  type CsvValue,
} from '#src/lib/csv/csv';
