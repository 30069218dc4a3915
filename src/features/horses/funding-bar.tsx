import { useId } from 'react';
import { coveredPercent, fundingText, type Funding } from './model/coverage';

export interface FundingBarProps {
  /** The horse's name: the bar is named after it ("Copertura mensile di Ada"). */
  readonly name: string;
  /** Its monthly cost and what its circle covers (a public horse is one). */
  readonly funding: Funding;
  readonly className?: string;
}

/** The accessible name of a horse's bar. */
export const fundingBarLabel = (name: string) => `Copertura mensile di ${name}`;

/**
 * How much of a horse's monthly cost its supporter circle covers (docs/product.md "Supporter
 * circles"): the sentence, then a progress bar filled to the percent (capped at 100 when the circle
 * gives more). Plain markup and CSS from the page's data, so the prerendered HTML already has it, at
 * its final size. Nothing for a horse that costs nothing (a monthly cost of 0).
 */
export function FundingBar({ name, funding, className }: FundingBarProps) {
  const textId = `${useId()}-funding`;
  if (!(funding.monthlyCost > 0)) return null;
  const percent = Math.min(100, coveredPercent(funding));
  return (
    <div className={className ? `funding-bar ${className}` : 'funding-bar'}>
      <p className="funding-bar__text" id={textId}>
        {fundingText(funding)}
      </p>
      <div
        className="progress funding-bar__track"
        role="progressbar"
        aria-label={fundingBarLabel(name)}
        aria-describedby={textId}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar funding-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
