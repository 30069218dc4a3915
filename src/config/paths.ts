import type { SiteLanguage } from './site';

/** Build hrefs with `paths` rather than concatenating strings, so a route changes in one place. */
export const routePatterns = {
  home: '/',
  association: '/associazione',
  support: '/sostienici',
  circles: '/sostienici/cerchie',
  fivePerThousand: '/sostienici/cinque-x-mille',
  horses: '/cavalli',
  horse: '/cavalli/:slug',
  contacts: '/contatti',
  privacy: '/privacy',
  /** The English information pages (docs/product.md §2, "The English site"). */
  english: {
    home: '/en',
    association: '/en/association',
    support: '/en/support-us',
    circles: '/en/support-us/circles',
    fivePerThousand: '/en/support-us/five-per-thousand',
    horses: '/en/horses',
    horse: '/en/horses/:slug',
    contacts: '/en/contacts',
    privacy: '/en/privacy',
  },
  circleApplication: {
    it: '/sostienici/cerchie/candidatura-cerchia',
    en: '/en/circle-application',
  },
  adoptionApplication: { it: '/candidatura-adozione', en: '/en/adoption-form' },
  cessionApplication: { it: '/candidatura-cessione', en: '/en/surrender-form' },
  events: { it: '/it/eventi', en: '/en/events' },
  /** A circle member's one-click unsubscribe from a horse's news (`?m=` member, `&t=` key). */
  unsubscribe: { it: '/it/disiscrizione', en: '/en/unsubscribe' },
  event: { it: '/it/eventi/:slug', en: '/en/events/:slug' },

  admin: '/admin',
  adminLogin: '/admin/login',
  adminHorses: '/admin/horses',
  adminHorse: '/admin/horses/:slug',
  adminEvents: '/admin/events',
  adminEvent: '/admin/events/:slug',
  adminAdoptionApplications: '/admin/adoption-applications',
  adminAdoptionApplication: '/admin/adoption-applications/:slug',
  adminCessionApplications: '/admin/cession-applications',
  adminCessionApplication: '/admin/cession-applications/:slug',
  adminCircleApplications: '/admin/circle-applications',
  adminCircleApplication: '/admin/circle-applications/:slug',
  adminCare: '/admin/care',
  adminCareDay: '/admin/care/day',
  adminLogs: '/admin/logs',
  adminMail: '/admin/mail',
  adminUiGallery: '/admin/ui',
} as const satisfies Record<string, string | Record<string, string>>;

type InformationPage = keyof typeof routePatterns.english;

/** An information page's pattern in a language: the Italian ones keep the site's first addresses. */
export function pagePattern(page: InformationPage, language: SiteLanguage = 'it'): string {
  return language === 'en' ? routePatterns.english[page] : routePatterns[page];
}

export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    }
    return encodeURIComponent(value);
  });
}

export interface FormLinkOptions {
  readonly horse?: string;
}

export const horseQueryParam = 'cavallo';

export const paths = {
  home: (language: SiteLanguage = 'it') => pagePattern('home', language),
  association: (language: SiteLanguage = 'it') => pagePattern('association', language),
  support: (language: SiteLanguage = 'it') => pagePattern('support', language),
  circles: (language: SiteLanguage = 'it') => pagePattern('circles', language),
  fivePerThousand: (language: SiteLanguage = 'it') => pagePattern('fivePerThousand', language),
  horses: (language: SiteLanguage = 'it') => pagePattern('horses', language),
  horse: (slug: string, language: SiteLanguage = 'it') =>
    fillPattern(pagePattern('horse', language), { slug }),
  contacts: (language: SiteLanguage = 'it') => pagePattern('contacts', language),
  privacy: (language: SiteLanguage = 'it') => pagePattern('privacy', language),
  circleApplication: (language: SiteLanguage = 'it', options: FormLinkOptions = {}) => {
    const path = routePatterns.circleApplication[language];
    if (!options.horse) return path;
    const query = new URLSearchParams({ [horseQueryParam]: options.horse });
    return `${path}?${query.toString()}`;
  },
  adoptionApplication: (language: SiteLanguage = 'it', options: FormLinkOptions = {}) => {
    const path = routePatterns.adoptionApplication[language];
    if (!options.horse) return path;
    const query = new URLSearchParams({ [horseQueryParam]: options.horse });
    return `${path}?${query.toString()}`;
  },
  cessionApplication: (language: SiteLanguage = 'it') => routePatterns.cessionApplication[language],
  events: (language: SiteLanguage) => routePatterns.events[language],
  event: (language: SiteLanguage, slug: string) =>
    fillPattern(routePatterns.event[language], { slug }),
  unsubscribe: (language: SiteLanguage) => routePatterns.unsubscribe[language],

  admin: () => routePatterns.admin,
  adminLogin: () => routePatterns.adminLogin,
  adminHorses: () => routePatterns.adminHorses,
  adminHorse: (slug: string) => fillPattern(routePatterns.adminHorse, { slug }),
  adminEvents: () => routePatterns.adminEvents,
  adminEvent: (slug: string) => fillPattern(routePatterns.adminEvent, { slug }),
  adminAdoptionApplications: () => routePatterns.adminAdoptionApplications,
  adminAdoptionApplication: (slug: string) =>
    fillPattern(routePatterns.adminAdoptionApplication, { slug }),
  adminCessionApplications: () => routePatterns.adminCessionApplications,
  adminCessionApplication: (slug: string) =>
    fillPattern(routePatterns.adminCessionApplication, { slug }),
  adminCircleApplications: () => routePatterns.adminCircleApplications,
  adminCircleApplication: (slug: string) =>
    fillPattern(routePatterns.adminCircleApplication, { slug }),
  adminCare: () => routePatterns.adminCare,
  adminCareDay: () => routePatterns.adminCareDay,
  adminLogs: () => routePatterns.adminLogs,
  adminMail: () => routePatterns.adminMail,
  adminUiGallery: () => routePatterns.adminUiGallery,
} as const;

export function childPattern(parent: string, pattern: string): string {
  if (!pattern.startsWith(`${parent}/`)) {
    throw new Error(`${pattern} is not below ${parent}`);
  }
  return pattern.slice(parent.length + 1);
}
