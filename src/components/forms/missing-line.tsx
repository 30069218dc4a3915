import type { ReactNode } from 'react';

export interface MissingLineProps {
  readonly id: string;
  /** What is still missing or wrong, naming the first. */
  readonly text: ReactNode;
  readonly goToLabel: ReactNode;
  readonly onGoTo: () => void;
  readonly lang?: string;
  /** Instead of the top margin. */
  readonly className?: string;
}

/** Under a send or save button: the first answer to fix, and a button that leads to it. */
export function MissingLine({ id, text, goToLabel, onGoTo, lang, className }: MissingLineProps) {
  return (
    <p className={`form-text ${className ?? 'mt-2'}`}>
      <span id={id} lang={lang}>
        {text}
      </span>{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onGoTo}>
        {goToLabel}
      </button>
    </p>
  );
}

/** The first field of a staff form to fix, and how many there are. */
export interface FirstInvalid {
  readonly count: number;
  readonly label: string;
  readonly goTo: () => void;
}

export const firstInvalidText = {
  one: (label: string) => `Da correggere: «${label}».`,
  many: (label: string, others: number) =>
    `Da correggere: «${label}» e ${others === 1 ? 'un altro campo' : `altri ${others} campi`}.`,
  goTo: (label: string) => `Vai a «${label}»`,
} as const;
