import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BusyButton } from '#src/components/admin-ui';
import { Checkbox, RadioGroup, SelectInput, TextArea, TextInput } from '#src/components/forms';
import { ReadState } from '#src/components/ui/read-state';
import { paths } from '#src/config/paths';
import { provinces, provincesByName } from '#src/config/provinces';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { ok, type Result } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import {
  addSupporter,
  possibleDuplicates,
  readSupporter,
  updateSupporter,
  type PossibleDuplicate,
} from '../api/supporters-api';
import type { Supporter } from '../model/money-record';
import {
  draftOfSupporter,
  newSupporterDraft,
  supporterDraftErrors,
  supporterName,
  type SupporterDraft,
} from './supporter-draft';

// A supporter's form (decision 90): new or saved; before a new record is made, the possible
// duplicates (same codice fiscale, e-mail or name) are shown, and staff choose.

interface SupporterFieldsProps {
  readonly saved?: Supporter;
}

type Outcome = { readonly id: string } | { readonly duplicates: readonly PossibleDuplicate[] };

function SupporterFields({ saved }: SupporterFieldsProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SupporterDraft>(() =>
    saved ? draftOfSupporter(saved) : newSupporterDraft(),
  );
  const [tried, setTried] = useState(false);
  const [duplicates, setDuplicates] = useState<readonly PossibleDuplicate[]>([]);
  const errors = tried ? supporterDraftErrors(draft) : {};
  const set = (changes: Partial<SupporterDraft>) => {
    setDraft({ ...draft, ...changes });
    setDuplicates([]);
  };
  const save = useAction(
    async (checked: SupporterDraft, confirmed: boolean): Promise<Result<Outcome>> => {
      if (saved) {
        const result = await updateSupporter(user, saved.id, checked);
        return result.success ? ok({ id: saved.id }) : result;
      }
      if (!confirmed) {
        const found = await possibleDuplicates(checked);
        if (!found.success) return found;
        if (found.data.length > 0) {
          setDuplicates(found.data);
          return ok({ duplicates: found.data });
        }
      }
      const added = await addSupporter(user, checked);
      if (added.success) void navigate(paths.adminSupporter(added.data.id));
      return added;
    },
    'Save supporter',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(supporterDraftErrors(draft)).some(Boolean)) return;
    save.run(draft, false);
  };
  const company = draft.kind === 'ente';

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={saved ? 'Scheda del sostenitore' : 'Nuovo sostenitore'}
    >
      <RadioGroup
        label="Tipo"
        name="kind"
        inline
        value={draft.kind}
        choices={[
          { value: 'persona', label: 'Persona' },
          { value: 'ente', label: 'Ente o azienda' },
        ]}
        onChange={(value) => set({ kind: value === 'ente' ? 'ente' : 'persona' })}
      />
      {!company && (
        <TextInput
          label="Nome"
          name="givenName"
          required
          value={draft.givenName}
          error={errors.givenName}
          onChange={(givenName) => set({ givenName })}
        />
      )}
      <TextInput
        label={company ? "Nome dell'ente" : 'Cognome'}
        name="familyName"
        required
        value={draft.familyName}
        error={errors.familyName}
        onChange={(familyName) => set({ familyName })}
      />
      <TextInput
        label={company ? 'Codice fiscale o partita IVA' : 'Codice fiscale'}
        name="fiscalCode"
        value={draft.fiscalCode}
        error={errors.fiscalCode}
        onChange={(fiscalCode) => set({ fiscalCode })}
      />
      <TextInput
        label="E-mail"
        name="email"
        type="email"
        value={draft.email}
        error={errors.email}
        onChange={(email) => set({ email })}
      />
      <TextInput
        label="Telefono"
        name="phone"
        type="tel"
        value={draft.phone}
        error={errors.phone}
        onChange={(phone) => set({ phone })}
      />
      <TextInput
        label="Indirizzo"
        name="street"
        value={draft.street}
        error={errors.street}
        onChange={(street) => set({ street })}
      />
      <TextInput
        label="CAP"
        name="postalCode"
        value={draft.postalCode}
        error={errors.postalCode}
        onChange={(postalCode) => set({ postalCode })}
      />
      <TextInput
        label="Comune"
        name="city"
        value={draft.city}
        error={errors.city}
        onChange={(city) => set({ city })}
      />
      <SelectInput
        label="Provincia"
        name="province"
        value={draft.province}
        error={errors.province}
        options={[
          { value: '', label: 'Nessuna (estero o non nota)' },
          ...provincesByName.map((code) => ({
            value: code,
            label: `${provinces[code]} (${code})`,
          })),
        ]}
        onChange={(province) => set({ province })}
      />
      <TextInput
        label="Paese"
        name="country"
        value={draft.country}
        error={errors.country}
        onChange={(country) => set({ country })}
      />
      <Checkbox
        label="Vuole ricevere le notizie dell'associazione"
        name="newsConsent"
        checked={draft.newsConsent}
        onChange={(newsConsent) => set({ newsConsent })}
      />
      {draft.circleApplicationIds.length > 0 && (
        <p>
          Cerchie:{' '}
          {draft.circleApplicationIds.map((id, index) => (
            <span key={id}>
              {index > 0 && ', '}
              <Link to={paths.adminCircleApplication(id)}>{id}</Link>
            </span>
          ))}
        </p>
      )}
      <TextArea
        label="Note"
        name="notes"
        value={draft.notes}
        error={errors.notes}
        onChange={(notes) => set({ notes })}
      />
      {duplicates.length > 0 && (
        <div role="alert" className="alert alert-warning">
          <p className="mb-2">Potrebbe essere già registrato:</p>
          <ul>
            {duplicates.map(({ supporter, reason }) => (
              <li key={supporter.id}>
                <Link to={paths.adminSupporter(supporter.id)}>{supporterName(supporter)}</Link> (
                {reason})
              </li>
            ))}
          </ul>
          <BusyButton
            type="button"
            className="btn btn-outline-primary"
            pending={save.pending}
            onClick={() => save.run(draft, true)}
          >
            Crea comunque un nuovo sostenitore
          </BusyButton>
        </div>
      )}
      {save.error && (
        <div role="alert" className="alert alert-danger">
          {save.error}
        </div>
      )}
      {saved && save.state.status === 'done' && <p role="status">Salvato.</p>}
      <BusyButton type="submit" pending={save.pending} pendingText="Salvataggio in corso…">
        {saved ? 'Salva' : 'Crea il sostenitore'}
      </BusyButton>
    </form>
  );
}

export function SupporterPage() {
  const { id = '' } = useParams();
  const isNew = id === '';
  const read = useRead(
    'Sostenitore non caricato',
    () => (isNew ? Promise.resolve(ok(null)) : readSupporter(id)),
    [id],
  );
  return (
    <section className="admin-page supporter-page">
      <p>
        <Link to={paths.adminSupporters()}>← Sostenitori</Link>
      </p>
      <ReadState read={read} loading="Caricamento del sostenitore…">
        {(saved) => (
          <>
            <h1>{saved ? supporterName(saved) : 'Nuovo sostenitore'}</h1>
            <SupporterFields key={saved?.id ?? 'new'} saved={saved ?? undefined} />
          </>
        )}
      </ReadState>
    </section>
  );
}
