import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#src/components/admin-ui';
import { useAction } from '#src/hooks/use-action';
import { ok } from '#src/lib/data/result';
import { readActiveMembers } from '../../api/coverage-api';
import { hasCircle } from '../../model/coverage';

// docs/product.md "Which horses have a circle" and decisions 64, 69: a save that takes a horse out
// of the statuses with a circle, or off the site, asks first when Attivo members still support it.

/** What the question looks at: the horse as saved and as it would be saved. */
export interface CircleState {
  readonly status?: string;
  readonly showWeb?: boolean;
}

/** Why the save closes the horse's circle, or null when it keeps it (or had none). */
export function closesTheCircle(saved: CircleState, next: CircleState): string | null {
  if (!hasCircle(saved.status ?? '')) return null;
  if (!hasCircle(next.status ?? '')) return `Con lo stato «${next.status ?? ''}»`;
  // The site offers only the circles of the horses it shows.
  if (saved.showWeb === true && next.showWeb !== true) return 'Senza «Visibile sul sito»';
  return null;
}

const supporters = (count: number) =>
  count === 1 ? '1 sostenitore attivo' : `${count} sostenitori attivi`;

export const circleClosingTexts = {
  title: (name: string) => `Chiudere la cerchia di ${name}?`,
  question: (name: string, count: number, why: string) =>
    `${name} ha ${supporters(count)}. ${why} la sua cerchia si chiude: il sito ` +
    'non la offre più e non ne mostra la copertura. ' +
    `I sostenitori restano nella cerchia di ${name} (contano nella sua copertura e ricevono le ` +
    'sue notizie) finché non li cambi tu: spostali su un altro cavallo («Cavallo sostenuto») o ' +
    'cambia il loro stato, dalla loro candidatura.',
  unknown: (name: string, why: string, message: string) =>
    `Non è stato possibile contare i sostenitori attivi di ${name} (${message}). ${why} ` +
    'la sua cerchia si chiude: chi la sostiene resta nella cerchia finché non lo ' +
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
  saved: CircleState,
  next: CircleState,
): CircleClosingCheck {
  const [question, setQuestion] = useState<Question | null>(null);
  // A count that fails still asks, naming the failure: the action itself never fails.
  const check = useAction(async (save: () => void, why: string) => {
    const members = await readActiveMembers(slug);
    if (members.success && members.data.length === 0) save();
    else {
      setQuestion({
        text: members.success
          ? circleClosingTexts.question(name, members.data.length, why)
          : circleClosingTexts.unknown(name, why, members.error.message),
        save,
      });
    }
    return ok(undefined);
  }, 'Circle closing check');

  const confirmSave = (save: () => void) => {
    const why = closesTheCircle(saved, next);
    if (why === null) save();
    else check.run(save, why);
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
  return { confirmSave, checking: check.pending, dialog };
}
