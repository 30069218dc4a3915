import { StatusBadge } from '#src/components/admin-ui';
import { mailStateLabels, templateLabels, type MailRecord } from '../model/mail-record';
import { presetLabels, staffPresets, type StaffPreset } from '../model/staff-presets';

const isPreset = (value: string): value is StaffPreset =>
  (staffPresets as readonly string[]).includes(value);

/** A staff message by its preset ("Visita da fissare"), any other mail by its template. */
export function mailKindLabel(mail: MailRecord): string {
  const template = templateLabels[mail.template] ?? mail.template;
  if (!isPreset(mail.preset)) return template;
  const english = mail.template.endsWith('-en') ? ' (inglese)' : '';
  return `${presetLabels[mail.preset]}${english}`;
}

export function MailState({ mail }: { readonly mail: MailRecord }) {
  return (
    <span className="mail-admin__state">
      <StatusBadge value={mailStateLabels[mail.state]} />
      {mail.state === 'ERROR' && mail.error && (
        <span className="mail-admin__error">{mail.error}</span>
      )}
    </span>
  );
}
