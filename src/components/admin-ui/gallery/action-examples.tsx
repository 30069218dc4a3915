import { useAction } from '#src/hooks/use-action';
import { fail, ok, type Result } from '#src/lib/data/result';
import { BusyButton } from '../busy-button';
import { Example } from './example';

/** How long the examples take: long enough to see the spinner. */
export const EXAMPLE_ACTION_MS = 1500;

const after = <T,>(result: Result<T>): Promise<Result<T>> =>
  new Promise((resolve) => setTimeout(() => resolve(result), EXAMPLE_ACTION_MS));

/** A one-off action: `useAction` and `BusyButton` (decision 80). */
export function ActionExamples() {
  const retry = useAction(() => after(ok('maria.rossi@example.org')), 'Example retry');
  const publish = useAction(
    () => after(fail('unavailable', 'Il servizio non è raggiungibile: riprova.')),
    'Example publication',
  );
  return (
    <Example caption="Azione una tantum (invia, riprova, pubblica, elimina): mentre corre il pulsante è disattivato, con la rotella, e il lettore di schermo sente «in corso»; poi l'esito, in verde o in rosso.">
      <div className="d-flex flex-wrap gap-2 mb-2">
        <BusyButton
          className="btn btn-outline-primary"
          pending={retry.pending}
          pendingText="Nuovo invio in corso…"
          onClick={() => retry.run()}
        >
          Invia di nuovo
        </BusyButton>
        <BusyButton
          pending={publish.pending}
          pendingText="Pubblicazione in corso…"
          onClick={() => publish.run()}
        >
          Pubblica (esempio che non riesce)
        </BusyButton>
      </div>
      <div role="status">
        {retry.state.status === 'done' && (
          <p className="alert alert-success mb-2">
            Nuovo invio a {retry.state.data} messo in coda.
          </p>
        )}
      </div>
      {publish.error && (
        <p role="alert" className="alert alert-danger mb-0">
          Pubblicazione non riuscita: {publish.error}
        </p>
      )}
    </Example>
  );
}
