import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ConfirmDialog, useConfirmedDelete } from '#src/components/admin-ui';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { fieldErrors } from '#src/lib/data/field-errors';
import type { Result } from '#src/lib/data/result';
import { formatItalianDateTime } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import {
  eraseVolunteerAccess,
  grantVolunteerAccess,
  inviteVolunteer,
  listVolunteerAccesses,
  revokeVolunteerAccess,
} from '../../api/access-api';
import {
  accessDraftSchema,
  accessState,
  emptyAccessDraft,
  type AccessDraft,
  type VolunteerAccess,
} from '../../model/volunteer-access';
import { accessTexts, prefilledDraft } from './access-texts';

// Staff grant, invite and revoke volunteers' own access (docs/decisions/0087-volunteer-access-by-e-mail-key.md).

export function VolunteerAccessPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const [draft, setDraft] = useState<AccessDraft>(() => prefilledDraft(search, state));
  const [checked, setChecked] = useState(false);
  const [link, setLink] = useState<{ name: string; href: string } | null>(null);
  const read = useRead('Accessi dei volontari non caricati', listVolunteerAccesses, []);
  const errors = checked ? fieldErrors(accessDraftSchema, draft) : {};

  const grant = useAction(async (typed: AccessDraft) => {
    const granted = await grantVolunteerAccess(user, typed);
    if (granted.success) {
      setDraft(emptyAccessDraft);
      setChecked(false);
      read.retry();
    }
    return granted;
  }, 'Granting an access');
  const change = useAction(
    async (
      kind: 'invite' | 'revoke' | 'grant',
      access: VolunteerAccess,
    ): Promise<Result<unknown>> => {
      setLink(null);
      if (kind === 'revoke') {
        const revoked = await revokeVolunteerAccess(user, access.slug);
        if (revoked.success) read.retry();
        return revoked;
      }
      if (kind === 'grant') {
        const number = access.registerNumber === null ? '' : String(access.registerNumber);
        const again = await grantVolunteerAccess(user, { ...access, registerNumber: number });
        if (again.success) read.retry();
        return again;
      }
      const invited = await inviteVolunteer(user, access, window.location.origin);
      if (invited.success) {
        read.retry();
        if (invited.data.emulatorLink)
          setLink({ name: access.name, href: invited.data.emulatorLink });
      }
      return invited;
    },
    'Changing an access',
  );

  const erasure = useConfirmedDelete(
    (access: VolunteerAccess) => eraseVolunteerAccess(user, access.slug),
    () => read.retry(),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(fieldErrors(accessDraftSchema, draft)).length === 0) grant.run(draft);
  };
  const field = (name: keyof AccessDraft, label: string, type = 'text') => (
    <div className="col-12 col-md-4">
      <label className="form-label" htmlFor={`access-${name}`}>
        {label}
      </label>
      <input
        id={`access-${name}`}
        type={type}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        value={draft[name]}
        inputMode={name === 'registerNumber' ? 'numeric' : undefined}
        aria-describedby={errors[name] ? `access-${name}-error` : undefined}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(event) => {
          setDraft({ ...draft, [name]: event.target.value });
          grant.reset();
        }}
      />
      {errors[name] && (
        <div id={`access-${name}-error`} className="invalid-feedback">
          {errors[name]}
        </div>
      )}
    </div>
  );

  return (
    <section className="admin-page volunteer-access">
      <h1 className="admin-page__title">{accessTexts.title}</h1>
      <p>{accessTexts.intro}</p>
      <form onSubmit={submit} noValidate className="card card-body mb-4">
        <h2 className="h5">{accessTexts.grantTitle}</h2>
        <div className="row g-3">
          {field('name', accessTexts.name)}
          {field('email', accessTexts.email, 'email')}
          {field('registerNumber', accessTexts.registerNumber)}
        </div>
        <div className="mt-3 d-flex flex-wrap gap-2 align-items-center">
          <BusyButton type="submit" pending={grant.pending}>
            {accessTexts.grant}
          </BusyButton>
          {grant.error && (
            <span className="text-danger" role="alert">
              {grant.error}
            </span>
          )}
          {grant.state.status === 'done' && <span role="status">{accessTexts.granted}</span>}
        </div>
      </form>
      {change.error && (
        <p className="alert alert-danger" role="alert">
          {change.error}
        </p>
      )}
      {link && (
        <div className="alert alert-info" role="status">
          <p className="mb-1">{accessTexts.emulatorLink(link.name)}</p>
          <a href={link.href} className="text-break">
            {link.href}
          </a>
        </div>
      )}
      <ReadState
        read={read}
        loading={accessTexts.loading}
        failed={accessTexts.failed}
        isEmpty={(accesses) => accesses.length === 0}
        empty={<p>{accessTexts.empty}</p>}
      >
        {(accesses) => (
          <ul className="list-unstyled volunteer-access__list" aria-label={accessTexts.listLabel}>
            {accesses.map((access) => {
              const busy = change.input?.[1].slug === access.slug;
              const active = accessState(access) === 'active';
              return (
                <li key={access.slug} className="card card-body mb-2" data-access={access.email}>
                  <div className="d-flex flex-wrap justify-content-between gap-2">
                    <div>
                      <strong>{access.name}</strong>{' '}
                      <span className={`badge ${active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                        {active ? accessTexts.active : accessTexts.revoked}
                      </span>
                      <div className="small text-break">{access.email}</div>
                      <div className="small text-body-secondary">
                        {access.registerNumber !== null &&
                          `${accessTexts.registerNumber} ${access.registerNumber} · `}
                        {accessTexts.grantedAt} {formatItalianDateTime(access.grantedAt)}
                        {access.revokedAt &&
                          ` · ${accessTexts.revokedAt} ${formatItalianDateTime(access.revokedAt)}`}
                        {' · '}
                        {access.invitedAt
                          ? `${accessTexts.invitedAt} ${formatItalianDateTime(access.invitedAt)}`
                          : accessTexts.neverInvited}
                      </div>
                    </div>
                    <div className="d-flex flex-wrap gap-2 align-items-start">
                      {active ? (
                        <>
                          <BusyButton
                            className="btn btn-outline-primary btn-sm"
                            pending={busy && change.input?.[0] === 'invite'}
                            disabled={change.pending}
                            onClick={() => change.run('invite', access)}
                          >
                            {accessTexts.invite}
                          </BusyButton>
                          <BusyButton
                            className="btn btn-outline-danger btn-sm"
                            pending={busy && change.input?.[0] === 'revoke'}
                            disabled={change.pending}
                            onClick={() => change.run('revoke', access)}
                          >
                            {accessTexts.revoke}
                          </BusyButton>
                        </>
                      ) : (
                        <>
                          <BusyButton
                            className="btn btn-outline-primary btn-sm"
                            pending={busy}
                            disabled={change.pending}
                            onClick={() => change.run('grant', access)}
                          >
                            {accessTexts.grantAgain}
                          </BusyButton>
                          <button
                            type="button"
                            className="btn btn-outline-danger btn-sm"
                            disabled={change.pending}
                            onClick={() => erasure.ask(access)}
                          >
                            {accessTexts.erase}
                          </button>
                        </>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ReadState>
      <ConfirmDialog
        kind="delete"
        {...erasure.dialog}
        title={accessTexts.eraseTitle}
        question={erasure.target ? accessTexts.eraseQuestion(erasure.target.name) : ''}
        cancelLabel={accessTexts.cancel}
        confirmLabel={accessTexts.erase}
        runningText={accessTexts.erasing}
      />
    </section>
  );
}
