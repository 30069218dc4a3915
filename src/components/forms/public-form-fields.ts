import type { Choice } from '#src/components/bilingual/choice-field';
import type { SendForm } from '#src/components/forms/use-send-form';
import type { SiteLanguage } from '#src/config/site';

type TextKey<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V];

export interface FormFieldsOptions<V extends object, L extends keyof V & string> {
  /** Destructured: see useSendForm's comment on React's lint. */
  readonly values: V;
  readonly setField: SendForm<V>['setField'];
  readonly touch: SendForm<V>['touch'];
  readonly shownError: SendForm<V>['shownError'];
  readonly idPrefix: string;
  readonly language: SiteLanguage;
  /** The fields' labels and hints in the page's language, from the form's dictionary. */
  readonly labels: Readonly<Record<L, string>>;
  readonly hints: Readonly<Partial<Record<L, string>>>;
  readonly isRequired: (field: L) => boolean;
  /** The most characters of each long text (the rules' limits): a live count under it. */
  readonly limits?: Readonly<Partial<Record<L, number>>>;
}

/** The props of a public form's text, long text and choice fields, from its values and texts. */
export function formFields<V extends object, L extends keyof V & string>({
  values,
  setField,
  touch,
  shownError,
  idPrefix,
  language,
  labels,
  hints,
  isRequired,
  limits,
}: FormFieldsOptions<V, L>) {
  const text = <K extends L & TextKey<V>>(field: K) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    label: labels[field],
    description: hints[field],
    error: shownError(field),
    value: values[field] as string,
    onChange: (value: string) => setField(field, value as V[K]),
    onBlur: () => touch(field),
    required: isRequired(field),
  });
  const choice = <T extends string>(field: L, choices: readonly Choice<T>[]) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    label: labels[field],
    required: true,
    hint: hints[field],
    error: shownError(field),
    choices,
    value: values[field] as T | '',
    onChange: (value: T) => setField(field, value as V[typeof field]),
    onBlur: () => touch(field),
  });
  /** A long text: a text field's props, with its limit counted in the page's language. */
  const area = <K extends L & TextKey<V>>(field: K) => ({
    ...text(field),
    limit: limits?.[field],
    language,
  });
  return { text, area, choice };
}
