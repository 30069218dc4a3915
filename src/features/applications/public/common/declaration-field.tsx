import { Bilingual, type BiText } from '#src/components/bilingual/bilingual';
import { Checkbox } from '#src/components/forms/checkbox';
import type { SiteLanguage } from '#src/config/site';

export interface DeclarationFieldProps {
  readonly id: string;
  readonly language: SiteLanguage;
  readonly text: BiText;
  readonly checked: boolean;
  readonly error: string | undefined;
  readonly onChange: (checked: boolean) => void;
}

/** Named `declaration`: the form focuses it by that name when it is not ticked. */
export function DeclarationField({
  id,
  language,
  text,
  checked,
  error,
  onChange,
}: DeclarationFieldProps) {
  return (
    <Checkbox
      id={id}
      name="declaration"
      label={<Bilingual text={text} language={language} />}
      required
      checked={checked}
      error={error}
      onChange={onChange}
    />
  );
}
