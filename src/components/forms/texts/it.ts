/** Where a text's length stands against its limit. */
export type CountZone = 'within' | 'near' | 'over';

/** The live count under a limited long text, and what a screen reader is told (decision 76). */
export const it = {
  count: (used: string, max: string, zone: CountZone, left: string): string => {
    const base = `${used} di ${max} caratteri`;
    if (zone === 'over') return `${base}: ${left} di troppo, accorcia il testo.`;
    return zone === 'near' ? `${base}: ne restano ${left}.` : `${base}.`;
  },
  zone: (zone: CountZone, max: string, left: string): string => {
    if (zone === 'over') return `Oltre il limite di ${max} caratteri: ${left} di troppo.`;
    return zone === 'near'
      ? `Ne restano ${left} caratteri.`
      : `Entro il limite di ${max} caratteri.`;
  },
};

export type CountTexts = typeof it;
