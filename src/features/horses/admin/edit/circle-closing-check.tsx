import { useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#src/components/admin-ui';
import { readActiveMembers } from '../../api/coverage-api';
import { hasCircle } from '../../model/coverage';

// docs/product.md "Which horses have a circle" and decision 64: a save that takes a horse out of
// the statuses with a circle asks first when Attivo members still support it.

export function closesTheCircle(savedStatus = '', nextStatus = ''): boolean {
  return hasCircle(savedStatus) && !hasCircle(nextStatus);
}

const supporters = (count: number) =>
  count === 1 ? '1 sostenitore attivo' : `${count} sostenitori attivi`;

export const circleClosingTexts = {
  title: (name: string) => `Chiudere la cerchia di ${name}?`,
  question: (name: string, count: number, status: string) =>
    `${name} ha ${supporters(count)}. Con lo stato «${status}» la sua cerchia si chiude: il sito ` +
    'non la offre più e non ne mostra la copertura. ' +
    `I sostenitori restano nella cerchia di ${name} (contano nella sua copertura e ricevono le ` +
    'sue notizie) finché non li cambi tu: spostali su un altro cavallo («Cavallo sostenuto») o ' +
    'cambia il loro stato, dalla loro candidatura.',
  unknown: (name: string, status: string, message: string) =>
    `Non è stato possibile contare i sostenitori attivi di ${name} (${message}). Con lo stato ` +
    `«${status}» la sua cerchia si chiude: chi la sostiene resta nella cerchia finché non lo ` +
    'sposti su un altro cavallo o non ne cambi lo stato.',
  confirm: 'Salva comunque',
  cancel: 'Annulla',
} as const;

interface Question {
  readonly text: string;
  readonly save: () => void;
}

export interface CircleClosingCheck {
  /** Saves at once, or after the question when the save would close a circle with members. */
  readonly confirmSave: (save: () => void) => void;
  readonly checking: boolean;
  readonly dialog: ReactNode;
}

export function useCircleClosingCheck(
  slug: string,
  name: string,
  savedStatus: string | undefined,
  nextStatus: string | undefined,
): CircleClosingCheck {
  const [question, setQuestion] = useState<Question | null>(null);
  const [checking, setChecking] = useState(false);
  // A second click lands before the first one's render.
  const busy = useRef(false);

  const confirmSave = (save: () => void) => {
    if (!closesTheCircle(savedStatus, nextStatus)) {
      save();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    const status = nextStatus ?? '';
    void readActiveMembers(slug)
      .then((members) => {
        if (members.success && members.data.length === 0) save();
        else {
          setQuestion({
            text: members.success
              ? circleClosingTexts.question(name, members.data.length, status)
              : circleClosingTexts.unknown(name, status, members.error.message),
            save,
          });
        }
      })
      .finally(() => {
        busy.current = false;
        setChecking(false);
      });
  };

  const dialog = (
    <ConfirmDialog
      kind="discard"
      show={question !== null}
      title={circleClosingTexts.title(name)}
      question={question?.text ?? ''}
      confirmLabel={circleClosingTexts.confirm}
      cancelLabel={circleClosingTexts.cancel}
      onCancel={() => setQuestion(null)}
      onConfirm={() => {
        question?.save();
        setQuestion(null);
      }}
    />
  );
  return { confirmSave, checking, dialog };
}
