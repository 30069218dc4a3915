import { useState } from 'react';
import {
  DataTable,
  DateTime,
  ListHeader,
  PagedResults,
  usePagedList,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { useSession } from '#src/lib/session/session-context';
import { listOutboxPage, retryMail } from '../api/mail-api';
import type { MailRecord } from '../model/mail-record';
import { MailState, mailKindLabel } from './mail-cells';
import './mail-admin.scss';

export const outboxTexts = {
  title: 'Posta in uscita',
  retry: 'Invia di nuovo',
  retrying: 'Invio…',
  retried: (to: string) => `Nuovo invio a ${to} messo in coda.`,
  retryFailed: 'Nuovo invio non riuscito:',
} as const;

type RetryState =
  | { readonly status: 'idle' }
  | { readonly status: 'busy'; readonly id: string }
  | { readonly status: 'done'; readonly to: string }
  | { readonly status: 'failed'; readonly message: string };

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
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={busyId !== null}
            onClick={() => retry(mail)}
            aria-label={`${outboxTexts.retry} a ${mail.to.join(', ')}`}
          >
            {busyId === mail.id ? outboxTexts.retrying : outboxTexts.retry}
          </button>
        ) : null,
    },
  ];
}

/** Every mail, newest first, with a retry for a failed one (docs/product.md "E-mail"). */
export function Outbox() {
  const { user } = useSession();
  const list = usePagedList('', listOutboxPage, 'Posta in uscita non caricata');
  const [retrying, setRetrying] = useState<RetryState>({ status: 'idle' });
  const retry = async (mail: MailRecord) => {
    setRetrying({ status: 'busy', id: mail.id });
    const done = await retryMail(user, mail.id);
    setRetrying(
      done.success
        ? { status: 'done', to: mail.to.join(', ') }
        : { status: 'failed', message: done.error.message },
    );
    if (done.success) list.read.retry();
  };
  const columns = outboxColumns(
    (mail) => void retry(mail),
    retrying.status === 'busy' ? retrying.id : null,
  );
  return (
    <section className="admin-page mail-admin">
      <ListHeader title={outboxTexts.title} total={list.page?.total} />
      <p className="mail-admin__intro">
        Ogni e-mail che il sito manda, dalla più recente. Una e-mail non consegnata si può inviare
        di nuovo; la consegna la fa l&apos;estensione Trigger Email di Firebase.
      </p>
      <div role="status">
        {retrying.status === 'done' && (
          <p className="alert alert-success">{outboxTexts.retried(retrying.to)}</p>
        )}
      </div>
      {retrying.status === 'failed' && (
        <div role="alert" className="alert alert-danger">
          {outboxTexts.retryFailed} {retrying.message}
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
