import { useId } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { coveredPercent, fundingText, type Funding } from './model/coverage';

export interface FundingBarProps {
  readonly name: string;
  readonly funding: Funding;
  readonly className?: string;
}

export const fundingBarLabel = (name: string, language: SiteLanguage = 'it') =>
  language === 'en' ? `${name}'s monthly cover` : `Copertura mensile di ${name}`;

/** Plain markup and CSS, so the prerendered HTML already has it at its final size. */
export function FundingBar({ name, funding, className }: FundingBarProps) {
  const textId = `${useId()}-funding`;
  const language = useSiteLanguage();
  if (!(funding.monthlyCost > 0)) return null;
  const percent = Math.min(100, coveredPercent(funding));
  return (
    <div className={className ? `funding-bar ${className}` : 'funding-bar'}>
      <p className="funding-bar__text" id={textId}>
        {fundingText(funding, language)}
      </p>
      <div
        className="progress funding-bar__track"
        role="progressbar"
        aria-label={fundingBarLabel(name, language)}
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
