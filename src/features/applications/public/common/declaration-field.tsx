import { Checkbox } from '#src/components/forms/checkbox';

export interface DeclarationFieldProps {
  readonly id: string;
  /** In the page's language, from the form's dictionary. */
  readonly text: string;
  readonly checked: boolean;
  readonly error: string | undefined;
  readonly onChange: (checked: boolean) => void;
}

/** Named `declaration`: the form focuses it by that name when it is not ticked. */
export function DeclarationField({ id, text, checked, error, onChange }: DeclarationFieldProps) {
  return (
    <Checkbox
      id={id}
      name="declaration"
      label={text}
      required
      checked={checked}
      error={error}
      onChange={onChange}
    />
  );
}
