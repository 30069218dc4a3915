import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '#src/components/admin-ui';
import { SelectInput, TextArea, TextInput } from '#src/components/forms';
import { ReadState } from '#src/components/ui/read-state';
import { paths } from '#src/config/paths';
import { listCircleApplications } from '#src/features/applications/admin';
import { listEvents } from '#src/features/events/admin';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { ok, type Result } from '#src/lib/data/result';
import { todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { recordDonation } from '../api/donations-api';
import { listSupporters } from '../api/supporters-api';
import { centsOfTyped } from '../model/euro';
import {
  defaultAccount,
  donationMethods,
  donationPurposes,
  moneyAccounts,
  type DonationMethod,
  type DonationPurpose,
  type MoneyAccount,
} from '../model/money-record';
import { supporterName } from '../supporters/supporter-draft';
import {
  donationInputErrors,
  type DonationInput,
  type DonationInputErrors,
} from './donation-input';
import { accountLabels, methodLabels, purposeLabels } from './donation-texts';

interface Choices {
  readonly members: readonly { id: string; label: string; horseSlug: string }[];
  readonly events: readonly { slug: string; label: string }[];
  readonly supporters: readonly { id: string; label: string }[];
}

async function loadChoices(): Promise<Result<Choices>> {
  const [members, events, supporters] = await Promise.all([
    listCircleApplications({ status: 'Attivo' }),
    listEvents(),
    listSupporters(),
  ]);
  if (!members.success) return members;
  if (!events.success) return events;
  if (!supporters.success) return supporters;
  return ok({
    members: members.data.map((member) => ({
      id: member.slug,
      label: `${member.familyName} ${member.givenName} (${member.horse})`,
      horseSlug: member.horseSlug,
    })),
    events: events.data.map((event) => ({ slug: event.slug, label: event.name })),
    supporters: supporters.data.map((supporter) => ({
      id: supporter.id,
      label: `${supporterName(supporter)}${supporter.fiscalCode ? ` · ${supporter.fiscalCode}` : ''}`,
    })),
  });
}

interface Draft {
  readonly date: string;
  readonly amount: string;
  readonly method: DonationMethod;
  readonly account: MoneyAccount;
  readonly reference: string;
  readonly purpose: DonationPurpose;
  readonly circleApplicationId: string;
  readonly eventSlug: string;
  readonly inKindDescription: string;
  readonly supporterId: string;
  readonly notes: string;
}

const anonymous = '';

function inputOf(draft: Draft, choices: Choices): DonationInput {
  const member = choices.members.find((one) => one.id === draft.circleApplicationId);
  return {
    kind: 'donazione',
    amends: '',
    date: draft.date,
    amountCents: centsOfTyped(draft.amount) ?? Number.NaN,
    method: draft.purpose === 'natura' ? '' : draft.method,
    account: draft.purpose === 'natura' ? '' : draft.account,
    reference: draft.reference,
    purpose: draft.purpose,
    circleApplicationId: draft.circleApplicationId,
    horseSlug: member?.horseSlug ?? '',
    eventSlug: draft.eventSlug,
    inKindDescription: draft.inKindDescription,
    supporterId: draft.supporterId,
    notes: draft.notes,
  };
}

function errorsOf(draft: Draft, choices: Choices): DonationInputErrors {
  const errors = donationInputErrors(inputOf(draft, choices));
  if (centsOfTyped(draft.amount) === null) {
    return { ...errors, amountCents: 'Scrivi l’importo in euro, come 20 o 20,50.' };
  }
  return errors;
}

function DonationFields({ choices }: { readonly choices: Choices }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({
    date: todayInRome(),
    amount: '',
    method: 'bonifico',
    account: defaultAccount.bonifico,
    reference: '',
    purpose: 'generale',
    circleApplicationId: '',
    eventSlug: '',
    inKindDescription: '',
    supporterId: anonymous,
    notes: '',
  });
  const [tried, setTried] = useState(false);
  const errors = tried ? errorsOf(draft, choices) : {};
  const record = useAction(async (input: DonationInput) => {
    const result = await recordDonation(input, { actor: user });
    if (result.success) void navigate(paths.adminDonations());
    return result;
  }, 'Record donation');
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(errorsOf(draft, choices)).some(Boolean)) return;
    record.run(inputOf(draft, choices));
  };

  const inKind = draft.purpose === 'natura';
  return (
    <form noValidate onSubmit={submit} aria-label="Nuova donazione">
      <TextInput
        label="Data"
        name="date"
        type="date"
        required
        value={draft.date}
        error={errors.date}
        onChange={(date) => set({ date })}
      />
      <TextInput
        label={inKind ? 'Valore in euro' : 'Importo in euro'}
        name="amount"
        required
        inputMode="decimal"
        placeholder="20,50"
        value={draft.amount}
        error={errors.amountCents}
        onChange={(amount) => set({ amount })}
      />
      <SelectInput
        label="Scopo"
        name="purpose"
        required
        value={draft.purpose}
        options={donationPurposes.map((value) => ({ value, label: purposeLabels[value] }))}
        onChange={(value) =>
          set({ purpose: donationPurposes.find((one) => one === value) ?? 'generale' })
        }
      />
      {draft.purpose === 'cerchia' && (
        <SelectInput
          label="Membro della cerchia"
          name="member"
          required
          searchable
          value={draft.circleApplicationId}
          error={errors.circleApplicationId}
          options={choices.members.map((member) => ({ value: member.id, label: member.label }))}
          onChange={(circleApplicationId) => set({ circleApplicationId })}
        />
      )}
      {draft.purpose === 'evento' && (
        <SelectInput
          label="Evento"
          name="event"
          required
          value={draft.eventSlug}
          error={errors.eventSlug}
          options={choices.events.map((event) => ({ value: event.slug, label: event.label }))}
          onChange={(eventSlug) => set({ eventSlug })}
        />
      )}
      {inKind ? (
        <TextInput
          label="Che cosa è stato donato"
          name="inKindDescription"
          required
          value={draft.inKindDescription}
          error={errors.inKindDescription}
          onChange={(inKindDescription) => set({ inKindDescription })}
        />
      ) : (
        <>
          <SelectInput
            label="Metodo"
            name="method"
            required
            value={draft.method}
            error={errors.method}
            options={donationMethods.map((value) => ({ value, label: methodLabels[value] }))}
            description={
              draft.method === 'contanti'
                ? 'I contanti non sono tracciabili: niente detrazione per chi dona.'
                : undefined
            }
            onChange={(value) => {
              const method = donationMethods.find((one) => one === value) ?? 'bonifico';
              set({ method, account: defaultAccount[method] });
            }}
          />
          <SelectInput
            label="Conto"
            name="account"
            required
            value={draft.account}
            error={errors.account}
            options={moneyAccounts.map((value) => ({ value, label: accountLabels[value] }))}
            onChange={(value) =>
              set({ account: moneyAccounts.find((one) => one === value) ?? 'banca' })
            }
          />
          <TextInput
            label="Riferimento (causale, id della transazione)"
            name="reference"
            value={draft.reference}
            error={errors.reference}
            onChange={(reference) => set({ reference })}
          />
        </>
      )}
      <SelectInput
        label="Sostenitore"
        name="supporter"
        searchable
        value={draft.supporterId}
        options={[
          { value: anonymous, label: 'Anonimo' },
          ...choices.supporters.map((supporter) => ({
            value: supporter.id,
            label: supporter.label,
          })),
        ]}
        onChange={(supporterId) => set({ supporterId })}
      />
      <TextArea
        label="Note"
        name="notes"
        value={draft.notes}
        error={errors.notes}
        onChange={(notes) => set({ notes })}
      />
      {record.error && (
        <div role="alert" className="alert alert-danger">
          {record.error}
        </div>
      )}
      <BusyButton type="submit" pending={record.pending} pendingText="Registrazione in corso…">
        Registra la donazione
      </BusyButton>
    </form>
  );
}

/** A new line of the ledger, typed by staff (the import records the bank's lines itself). */
export function DonationForm() {
  const choices = useRead('Scelte non caricate', loadChoices, []);
  return (
    <section className="admin-page donation-form">
      <p>
        <Link to={paths.adminDonations()}>← Donazioni</Link>
      </p>
      <h1>Nuova donazione</h1>
      <p className="text-body-secondary">
        Una donazione registrata non si modifica: un errore si corregge con un rimborso o una
        rettifica.
      </p>
      <ReadState read={choices} loading="Caricamento di membri, eventi e sostenitori…">
        {(loaded) => <DonationFields choices={loaded} />}
      </ReadState>
    </section>
  );
}
