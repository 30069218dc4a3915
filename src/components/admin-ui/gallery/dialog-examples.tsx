import { useState } from 'react';
import { regions } from '#src/config/options';
import { SelectInput, TextInput } from '#src/components/forms';
import { CollapsibleCard, ConfirmDialog, MessageModal, ModalOverlay, type MessageTone } from '..';
import { Example } from './example';

const regionOptions = regions.map((value) => ({ value, label: value }));

const messages: Record<MessageTone, { button: string; text: string }> = {
  success: { button: 'Messaggio di conferma', text: 'Il cavallo è stato aggiunto.' },
  danger: { button: 'Messaggio di errore', text: 'Non hai i permessi per questa operazione.' },
  info: { button: 'Messaggio informativo', text: 'I dati si aggiornano ogni notte.' },
};

export function DialogExamples() {
  const [dialog, setDialog] = useState(false);
  const [note, setNote] = useState('');
  const [region, setRegion] = useState('');
  const [message, setMessage] = useState<MessageTone | null>(null);
  const tone = message ?? 'info';
  const [confirming, setConfirming] = useState<'delete' | 'discard' | null>(null);
  const [confirmState, setConfirmState] = useState({ running: false, error: '' });
  const closeConfirm = () => {
    setConfirming(null);
    setConfirmState({ running: false, error: '' });
  };
  const confirmDelete = () => {
    setConfirmState({ running: true, error: '' });
    window.setTimeout(
      () => setConfirmState({ running: false, error: 'Il servizio non è raggiungibile.' }),
      800,
    );
  };
  return (
    <div className="row">
      <Example caption="Finestra: si chiude con Esc, con un clic fuori o con Annulla; il tasto Tab resta dentro, e alla chiusura il cursore torna al pulsante.">
        <button type="button" className="btn btn-primary" onClick={() => setDialog(true)}>
          Apri la finestra
        </button>
        <ModalOverlay
          show={dialog}
          onHide={() => setDialog(false)}
          title="Finestra di esempio"
          onSubmit={() => setDialog(false)}
          footer={
            <>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setDialog(false)}
              >
                Annulla
              </button>
              <button type="submit" className="btn btn-primary">
                Conferma
              </button>
            </>
          }
        >
          <TextInput label="Nota" value={note} onChange={setNote} clearable />
          <SelectInput
            label="Regione nella finestra"
            value={region}
            onChange={setRegion}
            options={regionOptions}
            searchable
            description="Esc chiude prima l'elenco, poi la finestra."
          />
        </ModalOverlay>
      </Example>
      <Example caption="Messaggio: si chiude con un clic ovunque, con Invio o con Esc.">
        <div className="d-flex flex-wrap gap-2">
          {(Object.keys(messages) as MessageTone[]).map((key) => (
            <button
              key={key}
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setMessage(key)}
            >
              {messages[key].button}
            </button>
          ))}
        </div>
        <MessageModal
          show={message !== null}
          onHide={() => setMessage(null)}
          tone={tone}
          message={messages[tone].text}
        />
      </Example>
      <Example caption="Domanda prima di eliminare (il rosso conferma) o di perdere ciò che si è scritto (restare è la scelta principale); un errore resta nella finestra.">
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setConfirming('delete')}
          >
            Elimina un elemento
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setConfirming('discard')}
          >
            Chiudi un modulo modificato
          </button>
        </div>
        <ConfirmDialog
          kind="delete"
          show={confirming === 'delete'}
          title="Elimina elemento"
          question="Eliminare l'elemento di esempio? L'operazione non si può annullare."
          cancelLabel="Annulla"
          confirmLabel="Elimina"
          onCancel={closeConfirm}
          onConfirm={confirmDelete}
          running={confirmState.running}
          error={confirmState.error}
        />
        <ConfirmDialog
          kind="discard"
          show={confirming === 'discard'}
          title="Modifiche non salvate"
          question="Il modulo ha modifiche non salvate: se lo chiudi andranno perse."
          cancelLabel="Resta qui"
          confirmLabel="Chiudi senza salvare"
          onCancel={closeConfirm}
          onConfirm={closeConfirm}
        />
      </Example>
      <Example
        caption="Scheda richiudibile: il pulsante nel titolo apre e chiude il contenuto; le azioni a destra non la richiudono."
        wide
      >
        <CollapsibleCard
          title="Scheda aperta"
          headingLevel={3}
          actions={
            <button type="button" className="btn btn-sm btn-outline-primary">
              Azione
            </button>
          }
        >
          <p className="mb-0">Il contenuto della scheda.</p>
        </CollapsibleCard>
        <CollapsibleCard title="Scheda chiusa all'inizio" headingLevel={3} defaultOpen={false}>
          <p className="mb-0">Contenuto nascosto finché non si apre la scheda.</p>
        </CollapsibleCard>
      </Example>
    </div>
  );
}
