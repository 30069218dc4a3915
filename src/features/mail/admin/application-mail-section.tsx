import { useId, useState } from 'react';
import { DataTable, DateTime, type DataTableColumn } from '#src/components/admin-ui';
import {
  RadioGroup,
  SaveBar,
  SelectInput,
  TextArea,
  TextInput,
  useEditForm,
} from '#src/components/forms';
import { ReadState } from '#src/components/ui/read-state';
import type { SiteLanguage } from '#src/config/site';
import { useRead } from '#src/lib/async/use-result';
import { fail, ok } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { readApplicationMail, sendStaffMessage, type Applicant } from '../api/mail-api';
import type { ApplicationKind } from '../model/mail';
import type { MailRecord } from '../model/mail-record';
import { presetText } from '../model/preset-files';
import {
  messageLimits,
  staffMessageSchema,
  presetLabels,
  presetsFor,
  type MessageText,
  type StaffPreset,
} from '../model/staff-presets';
import { MailState, mailKindLabel } from './mail-cells';
import './mail-admin.scss';

export const applicationMailTexts = {
  title: 'E-mail al richiedente',
  write: "Scrivi un'e-mail",
  noEmail: 'La candidatura non ha un indirizzo e-mail: non si può scrivere da qui.',
  none: 'Nessuna e-mail inviata finora.',
  send: 'Invia',
  cancel: 'Annulla',
  queued: (to: string) => `E-mail messa in coda per ${to}: lo stato si aggiorna qui sotto.`,
  failed: 'E-mail non inviata:',
} as const;

const columns: readonly DataTableColumn<MailRecord>[] = [
  { key: 'date', header: 'Data', cell: (mail) => <DateTime date={mail.date} /> },
  { key: 'template', header: 'Modello', cell: mailKindLabel },
  { key: 'subject', header: 'Oggetto', cell: (mail) => mail.subject || '—' },
  { key: 'state', header: 'Stato', cell: (mail) => <MailState mail={mail} /> },
];

const messageLabels = { subject: 'Oggetto', body: 'Testo' } as const;

const languageChoices = [
  { value: 'it', label: 'Italiano' },
  { value: 'en', label: 'Inglese' },
];

interface ComposerProps {
  readonly applicant: Applicant;
  readonly language: SiteLanguage;
  readonly onSent: (to: string) => void;
  readonly onCancel: () => void;
}

function Composer({ applicant, language: initialLanguage, onSent, onCancel }: ComposerProps) {
  const { user } = useSession();
  const headingId = useId();
  const presets = presetsFor(applicant.kind);
  const [preset, setPreset] = useState<StaffPreset>(presets[0] ?? 'received');
  const [language, setLanguage] = useState<SiteLanguage>(initialLanguage);
  const fill = (next: StaffPreset, nextLanguage: SiteLanguage) =>
    presetText(applicant.kind, nextLanguage, next, applicant.givenName);
  const form = useEditForm(
    fill(preset, language),
    async (text: MessageText) => {
      const sent = await sendStaffMessage(user, applicant, language, preset, text);
      if (!sent.success) {
        return fail(sent.error.code, `${applicationMailTexts.failed} ${sent.error.message}`);
      }
      onSent(applicant.email);
      return ok(text);
    },
    { schema: staffMessageSchema, labels: messageLabels },
  );
  const { bindForm } = form;
  const text = form.item;

  const choose = (next: StaffPreset, nextLanguage: SiteLanguage) => {
    setPreset(next);
    setLanguage(nextLanguage);
    form.edit(() => fill(next, nextLanguage));
  };

  return (
    <form
      ref={bindForm}
      className="mail-admin__composer"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <h3 id={headingId} className="h6">
        Nuova e-mail a {applicant.email}
      </h3>
      <SelectInput
        label="Modello"
        value={preset}
        options={presets.map((value) => ({ value, label: presetLabels[value] }))}
        onChange={(value) => choose(value as StaffPreset, language)}
        description="Scegliere un modello sostituisce il testo qui sotto."
      />
      <RadioGroup
        label="Lingua"
        name={`${headingId}-language`}
        value={language}
        choices={languageChoices}
        onChange={(value) => choose(preset, value as SiteLanguage)}
      />
      <TextInput
        label={messageLabels.subject}
        name="subject"
        value={text.subject}
        onChange={(subject) => form.setField('subject', subject)}
        error={form.errors.subject}
        required
      />
      <TextArea
        label={messageLabels.body}
        name="body"
        rows={12}
        value={text.body}
        onChange={(body) => form.setField('body', body)}
        error={form.errors.body}
        description="Una riga vuota separa i paragrafi. I recapiti dell'associazione sono aggiunti in fondo."
        limit={messageLimits.body}
        required
      />
      <SaveBar {...form.bar} label={applicationMailTexts.send} className="mail-admin__actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {applicationMailTexts.cancel}
        </button>
      </SaveBar>
    </form>
  );
}

export interface ApplicationMailSectionProps {
  readonly kind: ApplicationKind;
  readonly applicationId: string;
}

/**
 * What the applicant was sent, and a message from a preset: mounted under an application's
 * detail, reading what it needs itself.
 */
export function ApplicationMailSection({ kind, applicationId }: ApplicationMailSectionProps) {
  const headingId = useId();
  const read = useRead(
    `E-mail della candidatura ${applicationId} non caricate`,
    () => readApplicationMail(kind, applicationId),
    [kind, applicationId],
  );
  const [writing, setWriting] = useState(false);
  const [queuedTo, setQueuedTo] = useState('');
  if (read.state.status === 'ready' && read.state.data.applicant === null) return null;
  return (
    <section className="admin-page mail-admin mail-admin--application" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {applicationMailTexts.title}
      </h2>
      <ReadState read={read} loading="Caricamento delle e-mail…" failed="E-mail non caricate:">
        {({ applicant, mails, language }) => (
          <>
            <div role="status">
              {queuedTo && (
                <p className="alert alert-success">{applicationMailTexts.queued(queuedTo)}</p>
              )}
            </div>
            {mails.length === 0 ? (
              <p>{applicationMailTexts.none}</p>
            ) : (
              <DataTable
                caption="E-mail inviate al richiedente, dalla più recente"
                columns={columns}
                rows={mails}
                rowKey={(mail) => mail.id}
                rowProps={(mail) => ({ 'data-id': mail.id })}
              />
            )}
            {mails.length > 0 && (
              <p>
                <button type="button" className="btn btn-link px-0" onClick={read.retry}>
                  Aggiorna lo stato
                </button>
              </p>
            )}
            {applicant && applicant.email === '' && <p>{applicationMailTexts.noEmail}</p>}
            {applicant && applicant.email !== '' && !writing && (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => {
                  setQueuedTo('');
                  setWriting(true);
                }}
              >
                {applicationMailTexts.write}
              </button>
            )}
            {applicant && applicant.email !== '' && writing && (
              <Composer
                applicant={applicant}
                language={language}
                onCancel={() => setWriting(false)}
                onSent={(to) => {
                  setWriting(false);
                  setQueuedTo(to);
                  read.retry();
                }}
              />
            )}
          </>
        )}
      </ReadState>
    </section>
  );
}
