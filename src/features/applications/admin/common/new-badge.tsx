export const NEW_LABEL = 'Nuova';

/** Amber with dark text (8.3:1), set apart from the status badges' greens, reds and greys. */
export function NewBadge() {
  return <span className="badge text-bg-accent applications-admin__new">{NEW_LABEL}</span>;
}
