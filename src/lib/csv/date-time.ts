// Moved to src/lib/format/dates.ts, the one module for dates. Only tests/e2e/admin-logs.spec.ts still
// imports this path: delete the file once it imports from src/lib/format/dates.ts instead.
export { formatDateTime } from '../format/dates';
