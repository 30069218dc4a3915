import { sameValue } from './edit-form-state';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * What a visitor typed in a prerendered form before the app hydrated it (hydration keeps it on
 * screen, the form's state does not know it): each field of `initial` whose control shows another
 * value than `shown`, the values rendered. Text, choices, boxes and lists of boxes; other fields
 * are left alone.
 */
export function typedBeforeStart<V extends object>(
  form: HTMLFormElement | null,
  shown: V,
): Partial<V> {
  const typed: Record<string, unknown> = {};
  if (!form) return typed as Partial<V>;
  for (const [field, blank] of Object.entries(shown)) {
    const item = form.elements.namedItem(field);
    if (item === null) continue;
    const controls = (item instanceof RadioNodeList ? [...item] : [item]).filter(
      (control): control is Control => 'value' in control,
    );
    const checkable = controls.filter(isCheckable);
    const checked = checkable.filter((control) => control.checked);
    let value: unknown;
    if (typeof blank === 'boolean' && checkable.length > 0) value = checked.length > 0;
    else if (typeof blank === 'string' && checkable.length > 0) value = checked[0]?.value ?? '';
    else if (typeof blank === 'string' && controls.length === 1) value = controls[0]?.value;
    else if (Array.isArray(blank) && checkable.length > 0 && checkable.length === controls.length)
      value = checked.map((control) => control.value);
    else continue;
    if (!sameValue(value, blank)) typed[field] = value;
  }
  return typed as Partial<V>;
}
