export const siteLanguages = ['it', 'en'] as const;

export type SiteLanguage = (typeof siteLanguages)[number];

export const defaultLanguage: SiteLanguage = 'it';

export const otherLanguage = (language: SiteLanguage): SiteLanguage =>
  language === 'it' ? 'en' : 'it';

const defaultSiteUrl = 'http://localhost:5173';

export function normaliseSiteUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  return trimmed === '' ? defaultSiteUrl : trimmed;
}

export const siteUrl = normaliseSiteUrl(import.meta.env.VITE_SITE_URL);

export function isSiteLanguage(value: string | undefined): value is SiteLanguage {
  return siteLanguages.some((language) => language === value);
}

export const logoPath = '/logo.svg';
