import { useId, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import { DateTime } from '#src/components/admin-ui/date-time';
import { Loading } from '#src/components/ui/loading';
import { ReadState } from '#src/components/ui/read-state';
import { useRead } from '#src/lib/async/use-result';
import { readPublicationState } from './api/publishing-api';
import { isPublishing, runPublication, subscribeToPublishing } from './publication-runner';
import { targetLabel } from './target-label';
import './publication-status.scss';

export function PublicationStatus() {
  const headingId = useId();
  const publishing = useSyncExternalStore(subscribeToPublishing, isPublishing, () => false);
  // Read again after every publication of this browser.
  const read = useRead('Publication state', readPublicationState, [publishing]);

  const publish = (everything: boolean) => void runPublication(everything);
  return (
    <section className="dashboard-section publication-status" aria-labelledby={headingId}>
      <h2 className="dashboard-section__title" id={headingId}>
        Sito pubblico
      </h2>
      <ReadState
        read={read}
        loading="Caricamento dello stato del sito…"
        failed="Non è stato possibile leggere lo stato del sito:"
      >
        {(data) => (
          <>
            <p className="publication-status__line">
              {data.publishedAt ? (
                <>
                  Ultima pubblicazione: <DateTime date={data.publishedAt} />
                </>
              ) : (
                'Il sito non è ancora stato pubblicato da qui.'
              )}
            </p>
            {data.pending.length > 0 && (
              <p className="publication-status__line publication-status__line--pending">
                In attesa di pubblicazione: {data.pending.map(targetLabel).join(', ')}.
              </p>
            )}
            {data.failure && (
              <p className="publication-status__line publication-status__line--failed" role="alert">
                Pubblicazione non riuscita (<DateTime date={data.failure.at} />
                ): {data.failure.message} Le modifiche sono salvate: riprova a pubblicarle.
              </p>
            )}
            {publishing ? (
              <Loading label="Pubblicazione in corso…" />
            ) : (
              <div className="publication-status__actions">
                {(data.pending.length > 0 || data.failure) && (
                  <Button onClick={() => publish(false)}>Pubblica ora</Button>
                )}
                <Button variant="outline-secondary" onClick={() => publish(true)}>
                  Ripubblica tutto il sito
                </Button>
              </div>
            )}
          </>
        )}
      </ReadState>
    </section>
  );
}
