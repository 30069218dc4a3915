import type { CountTexts } from './it';

export const en: CountTexts = {
  count: (used, max, zone, left) => {
    const base = `${used} of ${max} characters`;
    if (zone === 'over') return `${base}: ${left} too many, please shorten the text.`;
    return zone === 'near' ? `${base}: ${left} left.` : `${base}.`;
  },
  zone: (zone, max, left) => {
    if (zone === 'over') return `Over the limit of ${max} characters: ${left} too many.`;
    return zone === 'near' ? `${left} characters left.` : `Within the limit of ${max} characters.`;
  },
};
