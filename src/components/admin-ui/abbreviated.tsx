import { abbreviate, ABBREVIATION_LENGTH } from './abbreviate';

export interface AbbreviatedProps {
  readonly text: string;
  /** Characters shown before "…" (default 30). */
  readonly max?: number;
  readonly className?: string;
}

/**
 * A long answer cut to its first characters in a list. The whole text is the tooltip, and screen
 * readers read the whole text instead of the cut one.
 */
export function Abbreviated({ text, max = ABBREVIATION_LENGTH, className }: AbbreviatedProps) {
  const short = abbreviate(text, max);
  const full = text.trim();
  // Short enough: shown whole (spaces collapsed as in the cut text).
  if (short === abbreviate(text, Infinity)) {
    return <span className={className}>{short}</span>;
  }
  return (
    <span className={className} title={full}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}
