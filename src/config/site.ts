/** Languages that appear in public URLs (`/{lang}/...`). Italian is the site's main language. */
export const siteLanguages = ['it', 'en'] as const;

export type SiteLanguage = (typeof siteLanguages)[number];

export const defaultLanguage: SiteLanguage = 'it';

const defaultSiteUrl = 'http://localhost:5173';

/** Normalises an origin: trims spaces and trailing slashes, falls back to the local dev server. */
export function normaliseSiteUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  return trimmed === '' ? defaultSiteUrl : trimmed;
}

/** Origin used for canonical, alternate and share-image URLs. */
export const siteUrl = normaliseSiteUrl(import.meta.env.VITE_SITE_URL);

export function isSiteLanguage(value: string | undefined): value is SiteLanguage {
  return siteLanguages.some((language) => language === value);
}

/** The association's logo (also the favicon), served from public/. */
export const logoPath = '/logo.svg';
