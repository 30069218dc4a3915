import { abbreviate, ABBREVIATION_LENGTH } from './abbreviate';

export interface AbbreviatedProps {
  readonly text: string;
  readonly max?: number;
  readonly className?: string;
}

/** The whole text is the tooltip, and screen readers read it instead of the cut one. */
export function Abbreviated({ text, max = ABBREVIATION_LENGTH, className }: AbbreviatedProps) {
  const short = abbreviate(text, max);
  const full = text.trim();
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
