import { useId } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { useTexts } from '#src/hooks/use-texts';
import { textsFor } from '#src/lib/text/dictionary';
import { coveredPercent, type Funding } from './model/coverage';
import { webHorseTexts } from './texts';

export interface FundingBarProps {
  readonly name: string;
  readonly funding: Funding;
  readonly className?: string;
}

export const fundingBarLabel = (name: string, language: SiteLanguage = 'it') =>
  textsFor(webHorseTexts, language).fundingLabel(name);

/** Plain markup and CSS, so the prerendered HTML already has it at its final size. */
export function FundingBar({ name, funding, className }: FundingBarProps) {
  const textId = `${useId()}-funding`;
  const t = useTexts(webHorseTexts);
  if (!(funding.monthlyCost > 0)) return null;
  const percent = Math.min(100, coveredPercent(funding));
  return (
    <div className={className ? `funding-bar ${className}` : 'funding-bar'}>
      <p className="funding-bar__text" id={textId}>
        {t.funding(funding)}
      </p>
      <div
        className="progress funding-bar__track"
        role="progressbar"
        aria-label={t.fundingLabel(name)}
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
