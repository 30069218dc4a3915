/** What a new application is called in the lists and on its page (docs/product.md §4). */
export const NEW_LABEL = 'Nuova';

/**
 * The badge of an application sent from the public form that no staff member has opened yet:
 * amber with dark text (8.3:1), set apart from the status badges' greens, reds and greys.
 */
export function NewBadge() {
  return <span className="badge text-bg-accent applications-admin__new">{NEW_LABEL}</span>;
}
