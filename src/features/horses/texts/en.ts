import type { HorseStatus } from '#src/config/options';
import { coveredPercent, type Funding } from '../model/coverage';
import type { WebHorseTexts } from './it';

/** The statuses a visitor sees, in English (the registry keeps them in Italian). */
const englishStatuses: Partial<Record<HorseStatus | '', string>> = {
  'In cerca di casa': 'Looking for a home',
  "Residente dell'Oasi": 'Living at the Oasis',
  Adottato: 'Adopted',
  Deceduto: 'In our memory',
  Altro: 'With us',
};

const englishEuros = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

function englishFundingText(funding: Funding): string {
  const euros = (value: number) => `€${englishEuros.format(Math.round(value))}`;
  const count = funding.activeSupporters;
  const supporters =
    count === 0 ? 'no supporters yet' : count === 1 ? '1 supporter' : `${count} supporters`;
  return (
    `${coveredPercent(funding)}% covered: ${euros(funding.coveredAmount)} of ` +
    `${euros(funding.monthlyCost)} a month · ${supporters}`
  );
}

export const en: WebHorseTexts = {
  list: {
    loading: 'Loading the horses…',
    failed: 'We cannot show you the horses right now:',
    retry: 'Try again',
  },
  fundingLabel: (name) => `${name}'s monthly cover`,
  funding: englishFundingText,
  status: (status) => englishStatuses[status] ?? status,
};
