import { Fragment, type ReactNode } from 'react';
import { formatCalendarDate } from '#src/lib/format/dates';
import type { FieldSpec } from './form-fields';

export interface AnswerRow {
  readonly label: string;
  readonly value: ReactNode;
}

const EMPTY = '—';

/** Digits and a leading plus only, so "333 123 4567" and "+39 (0)11…" still dial. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function PhoneLink({ phone }: { readonly phone: string }) {
  if (phone.trim() === '') return EMPTY;
  return <a href={telHref(phone.trim())}>{phone.trim()}</a>;
}

export function EmailLink({ email }: { readonly email: string }) {
  if (email.trim() === '') return EMPTY;
  return <a href={`mailto:${email.trim()}`}>{email.trim()}</a>;
}

/** An applicant's answer as text: what they wrote, never an input a stray keystroke could change. */
export function answerValue<T>(spec: FieldSpec<T>, item: T): ReactNode {
  const value = item[spec.field];
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  const text = String(value ?? '');
  if (spec.kind === 'text' && spec.type === 'tel') return <PhoneLink phone={text} />;
  if (spec.kind === 'text' && spec.type === 'email') return <EmailLink email={text} />;
  if (spec.kind === 'text' && spec.type === 'date') return formatCalendarDate(text) || text;
  return text;
}

export const answerRows = <T,>(fields: readonly FieldSpec<T>[], item: T): AnswerRow[] =>
  fields.map((spec) => ({ label: spec.label, value: answerValue(spec, item) }));

/** One label over its answer on a phone, side by side from 600 px up. */
export function AnswerList({ rows }: { readonly rows: readonly AnswerRow[] }) {
  return (
    <dl className="applications-admin__details mb-0">
      {rows.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? EMPTY : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
