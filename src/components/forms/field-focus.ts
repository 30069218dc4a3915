/**
 * A field's control, found by the name forms give it (or `data-field` where a control has no
 * name), brought to the middle of the screen and focused: on a phone a field at the top edge
 * hides under the sticky header, one at the bottom under the save bar.
 */
export function focusField(scope: ParentNode | null | undefined, field: string): void {
  const name = field.replace(/["\\]/g, '\\$&');
  const element = scope?.querySelector<HTMLElement>(
    `[name="${name}"]:not([type="hidden"]), [data-field="${name}"]`,
  );
  element?.scrollIntoView?.({ block: 'center' });
  element?.focus({ preventScroll: true });
}
