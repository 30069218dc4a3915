import { TextInput } from '#src/components/forms';
import type { FieldErrorsOf } from '#src/lib/data/field-errors';
import { registerLimits } from '../../model/register-draft';
import type { RegisterPerson } from '../../model/register-record';
import { personLabels } from './register-texts';

export interface RegisterPersonFieldsProps<T extends RegisterPerson & { startDate: string }> {
  readonly draft: T;
  readonly errors: FieldErrorsOf<T>;
  readonly onChange: (next: T) => void;
}

/** The person's fields of an enrolment or a correction, and the start date. */
export function RegisterPersonFields<T extends RegisterPerson & { startDate: string }>({
  draft,
  errors,
  onChange,
}: RegisterPersonFieldsProps<T>) {
  const field = (name: keyof RegisterPerson | 'startDate') => ({
    label: personLabels[name],
    name,
    value: draft[name],
    error: (errors as Partial<Record<string, string>>)[name],
    onChange: (value: string) => onChange({ ...draft, [name]: value }),
  });
  return (
    <div className="register-form__grid">
      <TextInput
        {...field('familyName')}
        required
        maxLength={registerLimits.name}
        autoComplete="off"
      />
      <TextInput
        {...field('givenName')}
        required
        maxLength={registerLimits.name}
        autoComplete="off"
      />
      <TextInput {...field('birthDate')} type="date" required />
      <TextInput
        {...field('birthPlace')}
        required
        maxLength={registerLimits.place}
        autoComplete="off"
      />
      <TextInput
        {...field('fiscalCode')}
        required
        maxLength={20}
        autoComplete="off"
        description="Controllato col nome, il cognome e la data di nascita mentre scrivi (omocodia compresa); il codice del comune non è verificato."
      />
      <TextInput
        {...field('residence')}
        required
        maxLength={registerLimits.residence}
        autoComplete="off"
      />
      <TextInput {...field('startDate')} type="date" required />
      <TextInput
        {...field('email')}
        type="email"
        maxLength={registerLimits.email}
        autoComplete="off"
      />
      <TextInput
        {...field('phone')}
        type="tel"
        maxLength={registerLimits.phone}
        autoComplete="off"
      />
    </div>
  );
}
