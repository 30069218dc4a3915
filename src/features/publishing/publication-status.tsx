import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import { DateTime } from '#src/components/admin-ui/date-time';
import { Loading } from '#src/components/ui/loading';
import { useResult } from '#src/lib/async/use-result';
import { readPublicationState } from './api/publishing-api';
import { isPublishing, runPublication, subscribeToPublishing } from './publication-runner';
import { targetLabel } from './target-label';
import './publication-status.scss';

/**
 * The published site in the back office (docs/product.md, "Publishing the public site"): when it
 * was last published, what is waiting, the last failure, and the actions to publish what waits or
 * to rebuild every file.
 */
export function PublicationStatus() {
  const headingId = useId();
  const publishing = useSyncExternalStore(subscribeToPublishing, isPublishing, () => false);
  const [reloads, setReloads] = useState(0);
  // Read again after every publication of this browser, and on "Riprova".
  const state = useResult(readPublicationState, [publishing, reloads]);
  const error = state.status === 'failed' ? state.error : undefined;
  useEffect(() => {
    if (error) console.error(`Publication state: ${error.message}`, error);
  }, [error]);

  const publish = (everything: boolean) => void runPublication(everything);
  return (
    <section className="dashboard-section publication-status" aria-labelledby={headingId}>
      <h2 className="dashboard-section__title" id={headingId}>
        Sito pubblico
      </h2>
      {state.status === 'loading' && <Loading label="Caricamento dello stato del sito…" />}
      {state.status === 'failed' && (
        <div role="alert">
          <p className="dashboard-section__error">
            Non è stato possibile leggere lo stato del sito: {state.error.message}
          </p>
          <Button variant="outline-secondary" onClick={() => setReloads((n) => n + 1)}>
            Riprova
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <p className="publication-status__line">
            {state.data.publishedAt ? (
              <>
                Ultima pubblicazione: <DateTime date={state.data.publishedAt} />
              </>
            ) : (
              'Il sito non è ancora stato pubblicato da qui.'
            )}
          </p>
          {state.data.pending.length > 0 && (
            <p className="publication-status__line publication-status__line--pending">
              In attesa di pubblicazione: {state.data.pending.map(targetLabel).join(', ')}.
            </p>
          )}
          {state.data.failure && (
            <p className="publication-status__line publication-status__line--failed" role="alert">
              Pubblicazione non riuscita (<DateTime date={state.data.failure.at} />
              ): {state.data.failure.message} Le modifiche sono salvate: riprova a pubblicarle.
            </p>
          )}
          {publishing ? (
            <Loading label="Pubblicazione in corso…" />
          ) : (
            <div className="publication-status__actions">
              {(state.data.pending.length > 0 || state.data.failure) && (
                <Button onClick={() => publish(false)}>Pubblica ora</Button>
              )}
              <Button variant="outline-secondary" onClick={() => publish(true)}>
                Ripubblica tutto il sito
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
