import { useId, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import { DateTime } from '#src/components/admin-ui/date-time';
import { Loading } from '#src/components/ui/loading';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { ok } from '#src/lib/data/result';
import { formatItalianDateTime } from '#src/lib/format/dates';
import { readPublicationState } from './api/publishing-api';
import { publicationNeed } from './publication-need';
import { isPublishing, runPublication, subscribeToPublishing } from './publication-runner';
import { targetLabel } from './target-label';
import './publication-status.scss';

export const publicationTexts = {
  title: 'Sito pubblico',
  savingPublishes:
    'Quando salvi una modifica, il sito pubblico si aggiorna da solo in pochi secondi: non serve ripubblicare.',
  upToDate: 'Il sito è aggiornato: ultima pubblicazione il',
  waiting: 'Ci sono modifiche salvate non ancora sul sito: pubblicale ora.',
  neverPublished: 'Il sito non è ancora stato pubblicato da qui: ripubblicalo tutto una volta.',
  republishWhen: 'Ripubblicare tutto serve solo se una pagina del sito mostra ancora dati vecchi.',
  done: (at: Date, files: number) =>
    `Fatto: il sito pubblico è aggiornato (${formatItalianDateTime(at)}, ${files === 1 ? '1 file pubblicato' : `${files} file pubblicati`}).`,
  failed: (message: string) => `Pubblicazione non riuscita: ${message}`,
} as const;

/**
 * The dashboard's first card: whether the site has every saved change, what to press when it has
 * not, and, after a press, a confirmation in words (a live region, so a screen reader hears it).
 */
export function PublicationStatus() {
  const headingId = useId();
  const publishing = useSyncExternalStore(subscribeToPublishing, isPublishing, () => false);
  // Read again after every publication of this browser.
  const read = useRead('Publication state', readPublicationState, [publishing]);
  const publication = useAction(async (everything: boolean) => {
    const result = await runPublication(everything);
    return result.success ? ok(publicationTexts.done(new Date(), result.data.files)) : result;
  }, 'Publication');
  const publish = publication.run;
  const outcome = publication.state;
  return (
    <section className="dashboard-section publication-status" aria-labelledby={headingId}>
      <h2 className="dashboard-section__title" id={headingId}>
        {publicationTexts.title}
      </h2>
      <ReadState
        read={read}
        loading="Caricamento dello stato del sito…"
        failed="Non è stato possibile leggere lo stato del sito:"
      >
        {(data) => {
          const need = publicationNeed(data);
          return (
            <>
              {need === 'up-to-date' && (
                <p className="publication-status__line publication-status__line--ok">
                  {publicationTexts.upToDate} <DateTime date={data.publishedAt} />.
                </p>
              )}
              {need === 'never-published' && (
                <p className="publication-status__line publication-status__line--pending">
                  {publicationTexts.neverPublished}
                </p>
              )}
              {need === 'waiting' && (
                <p className="publication-status__line publication-status__line--pending">
                  {publicationTexts.waiting}
                </p>
              )}
              {data.pending.length > 0 && (
                <p className="publication-status__line">
                  In attesa di pubblicazione: {data.pending.map(targetLabel).join(', ')}.
                </p>
              )}
              {data.failure && (
                <p
                  className="publication-status__line publication-status__line--failed"
                  role="alert"
                >
                  Pubblicazione non riuscita (<DateTime date={data.failure.at} />
                  ): {data.failure.message} Le modifiche sono salvate: riprova a pubblicarle.
                </p>
              )}
              <p className="publication-status__line publication-status__note">
                {publicationTexts.savingPublishes}
              </p>
              {publishing ? (
                <Loading label="Pubblicazione in corso…" />
              ) : (
                <div className="publication-status__actions">
                  {(need === 'waiting' || need === 'failed') && (
                    <Button onClick={() => publish(false)}>Pubblica ora</Button>
                  )}
                  <Button
                    variant={need === 'never-published' ? 'primary' : 'outline-secondary'}
                    onClick={() => publish(true)}
                  >
                    Ripubblica tutto il sito
                  </Button>
                  {need !== 'never-published' && (
                    <span className="publication-status__when">
                      {publicationTexts.republishWhen}
                    </span>
                  )}
                </div>
              )}
            </>
          );
        }}
      </ReadState>
      <p
        className={`publication-status__outcome${outcome.status === 'failed' ? ' publication-status__outcome--failed' : ''}`}
        role="status"
      >
        {outcome.status === 'done' && outcome.data}
        {outcome.status === 'failed' && publicationTexts.failed(outcome.message)}
      </p>
    </section>
  );
}
