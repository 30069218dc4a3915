import {
  BusyButton,
  DataTable,
  DateTime,
  ListHeader,
  PagedResults,
  usePagedList,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { useAction } from '#src/hooks/use-action';
import { useSession } from '#src/lib/session/session-context';
import { ok } from '#src/lib/data/result';
import { listOutboxPage, retryMail } from '../api/mail-api';
import type { MailRecord } from '../model/mail-record';
import { MailState, mailKindLabel } from './mail-cells';
import './mail-admin.scss';

export const outboxTexts = {
  title: 'Posta in uscita',
  retry: 'Invia di nuovo',
  retrying: 'Nuovo invio in corso…',
  retried: (to: string) => `Nuovo invio a ${to} messo in coda.`,
  retryFailed: 'Nuovo invio non riuscito:',
} as const;

function outboxColumns(
  retry: (mail: MailRecord) => void,
  busyId: string | null,
): DataTableColumn<MailRecord>[] {
  return [
    { key: 'date', header: 'Data', cell: (mail) => <DateTime date={mail.date} />, width: '12rem' },
    {
      key: 'to',
      header: 'Destinatario',
      cell: (mail) => mail.to.join(', '),
    },
    { key: 'template', header: 'Modello', cell: mailKindLabel },
    { key: 'subject', header: 'Oggetto', cell: (mail) => mail.subject || '—' },
    {
      key: 'state',
      header: 'Stato',
      cell: (mail) => <MailState mail={mail} />,
    },
    {
      key: 'actions',
      header: 'Azioni',
      width: '8.5rem',
      cell: (mail) =>
        mail.state === 'ERROR' ? (
          <BusyButton
            className="btn btn-sm btn-outline-primary"
            pending={busyId === mail.id}
            pendingText={outboxTexts.retrying}
            // One retry at a time.
            disabled={busyId !== null}
            onClick={() => retry(mail)}
            aria-label={`${outboxTexts.retry} a ${mail.to.join(', ')}`}
          >
            {outboxTexts.retry}
          </BusyButton>
        ) : null,
    },
  ];
}

/** Every mail, newest first, with a retry for a failed one (docs/product.md "E-mail"). */
export function Outbox() {
  const { user } = useSession();
  const list = usePagedList('', listOutboxPage, 'Posta in uscita non caricata');
  const retrying = useAction(async (mail: MailRecord) => {
    const done = await retryMail(user, mail.id);
    if (!done.success) return done;
    list.read.retry();
    return ok(mail.to.join(', '));
  }, 'Mail retry');
  const columns = outboxColumns(retrying.run, retrying.input?.[0].id ?? null);
  return (
    <section className="admin-page mail-admin">
      <ListHeader title={outboxTexts.title} total={list.page?.total} />
      <p className="mail-admin__intro">
        Ogni e-mail che il sito manda, dalla più recente. Una e-mail non consegnata si può inviare
        di nuovo; la consegna la fa l&apos;estensione Trigger Email di Firebase.
      </p>
      <div role="status">
        {retrying.state.status === 'done' && (
          <p className="alert alert-success">{outboxTexts.retried(retrying.state.data)}</p>
        )}
      </div>
      {retrying.error && (
        <div role="alert" className="alert alert-danger">
          {outboxTexts.retryFailed} {retrying.error}
        </div>
      )}
      <p>
        <button type="button" className="btn btn-link px-0" onClick={list.read.retry}>
          Aggiorna
        </button>
      </p>
      <PagedResults {...list} loadingLabel="Caricamento della posta in uscita…">
        {(mails) => (
          <DataTable
            caption="Posta in uscita, dalla più recente"
            columns={columns}
            rows={mails}
            rowKey={(mail) => mail.id}
            rowProps={(mail) => ({ 'data-id': mail.id, 'data-state': mail.state })}
            scrollable
            fit
          />
        )}
      </PagedResults>
    </section>
  );
}
