import type { SiteLanguage } from './site';

/**
 * Every public page's address in each language, in the order the site lists them: the paths of the
 * pages table (`src/app/routes/site/site-routes.tsx` holds each row's page, texts and prerender
 * handle, keyed by these names). The routes, the language switch and the links all read them here.
 */
export const publicPages = {
  home: { it: '/', en: '/en' },
  association: { it: '/associazione', en: '/en/association' },
  support: { it: '/sostienici', en: '/en/support-us' },
  circles: { it: '/sostienici/cerchie', en: '/en/support-us/circles' },
  fivePerThousand: { it: '/sostienici/cinque-x-mille', en: '/en/support-us/five-per-thousand' },
  volunteering: { it: '/sostienici/volontariato', en: '/en/support-us/volunteering' },
  horses: { it: '/cavalli', en: '/en/horses' },
  horse: { it: '/cavalli/:slug', en: '/en/horses/:slug' },
  contacts: { it: '/contatti', en: '/en/contacts' },
  privacy: { it: '/privacy', en: '/en/privacy' },
  events: { it: '/it/eventi', en: '/en/events' },
  event: { it: '/it/eventi/:slug', en: '/en/events/:slug' },
  circleApplication: {
    it: '/sostienici/cerchie/candidatura-cerchia',
    en: '/en/circle-application',
  },
  adoptionApplication: { it: '/candidatura-adozione', en: '/en/adoption-form' },
  cessionApplication: { it: '/candidatura-cessione', en: '/en/surrender-form' },
  /** A circle member's one-click unsubscribe from a horse's news (`?m=` member, `&t=` key). */
  unsubscribe: { it: '/it/disiscrizione', en: '/en/unsubscribe' },
} as const satisfies Record<string, Readonly<Record<SiteLanguage, string>>>;

export type PublicPage = keyof typeof publicPages;

/** Build hrefs with `paths` rather than concatenating strings, so a route changes in one place. */
export const routePatterns = {
  ...publicPages,
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
  adminVolunteerApplications: '/admin/volunteer-applications',
  adminVolunteerApplication: '/admin/volunteer-applications/:slug',
  adminCare: '/admin/care',
  adminCareDay: '/admin/care/day',
  adminLogs: '/admin/logs',
  adminMail: '/admin/mail',
  // The register of volunteers (H3, issue 40).
  adminVolunteerRegister: '/admin/volunteer-register',
  adminVolunteerRegisterNew: '/admin/volunteer-register/new',
  adminVolunteerRegisterEntry: '/admin/volunteer-register/:id',
  adminVolunteerRegisterPrint: '/admin/volunteer-register/print',
  adminUiGallery: '/admin/ui',
  // The import of bank, PayPal and Stripe exports (H3, issue 42 item 4).
  adminMoneyImport: '/admin/donations/import',
  // Volunteers' own access (decision 87): staff's screen, and the page that completes an invitation.
  adminVolunteerAccess: '/admin/volunteer-access',
  adminVolunteerSignIn: '/admin/volunteer-sign-in',
  // After the adoption (issue 44, decision 94): the follow-up visits due, and their settings.
  adminAftercare: '/admin/aftercare',
  // The books (issue 43, decision 93): a year's rendiconto per cassa, `?anno=YYYY`.
  adminBooks: '/admin/books',
  // The barn rota (decision 89): staff's plan, a volunteer's shifts.
  adminRota: '/admin/rota',
  adminMyShifts: '/admin/my-shifts',
  // Supporters' money (issue 42): the ledger, its form, the circles' contributions.
  adminDonations: '/admin/donations',
  adminDonationNew: '/admin/donations/new',
  adminContributions: '/admin/contributions',
  adminSupporters: '/admin/supporters',
  adminSupporterNew: '/admin/supporters/new',
  adminSupporter: '/admin/supporters/:id',
  // Receipts and yearly statements of donations (issue 42 item 5, decision 92).
  adminMoneyReceipts: '/admin/money/receipts',
  adminMoneyStatements: '/admin/money/statements',
} as const satisfies Record<string, string | Record<string, string>>;

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
  home: (language: SiteLanguage = 'it') => publicPages.home[language],
  association: (language: SiteLanguage = 'it') => publicPages.association[language],
  support: (language: SiteLanguage = 'it') => publicPages.support[language],
  circles: (language: SiteLanguage = 'it') => publicPages.circles[language],
  fivePerThousand: (language: SiteLanguage = 'it') => publicPages.fivePerThousand[language],
  volunteering: (language: SiteLanguage = 'it') => publicPages.volunteering[language],
  horses: (language: SiteLanguage = 'it') => publicPages.horses[language],
  horse: (slug: string, language: SiteLanguage = 'it') =>
    fillPattern(publicPages.horse[language], { slug }),
  contacts: (language: SiteLanguage = 'it') => publicPages.contacts[language],
  privacy: (language: SiteLanguage = 'it') => publicPages.privacy[language],
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
  adminVolunteerApplications: () => routePatterns.adminVolunteerApplications,
  adminVolunteerApplication: (slug: string) =>
    fillPattern(routePatterns.adminVolunteerApplication, { slug }),
  adminCare: () => routePatterns.adminCare,
  adminCareDay: () => routePatterns.adminCareDay,
  adminLogs: () => routePatterns.adminLogs,
  adminMail: () => routePatterns.adminMail,
  adminVolunteerRegister: () => routePatterns.adminVolunteerRegister,
  adminVolunteerRegisterNew: () => routePatterns.adminVolunteerRegisterNew,
  adminVolunteerRegisterEntry: (id: string) =>
    fillPattern(routePatterns.adminVolunteerRegisterEntry, { id }),
  adminVolunteerRegisterPrint: () => routePatterns.adminVolunteerRegisterPrint,
  adminUiGallery: () => routePatterns.adminUiGallery,
  adminMoneyImport: () => routePatterns.adminMoneyImport,
  adminVolunteerAccess: () => routePatterns.adminVolunteerAccess,
  adminVolunteerSignIn: () => routePatterns.adminVolunteerSignIn,
  adminAftercare: () => routePatterns.adminAftercare,
  adminBooks: (year?: number) =>
    year === undefined ? routePatterns.adminBooks : `${routePatterns.adminBooks}?anno=${year}`,
  adminRota: () => routePatterns.adminRota,
  adminMyShifts: () => routePatterns.adminMyShifts,
  adminDonations: () => routePatterns.adminDonations,
  adminDonationNew: () => routePatterns.adminDonationNew,
  adminContributions: () => routePatterns.adminContributions,
  adminSupporters: () => routePatterns.adminSupporters,
  adminSupporterNew: () => routePatterns.adminSupporterNew,
  adminSupporter: (id: string) => fillPattern(routePatterns.adminSupporter, { id }),
  adminMoneyReceipts: () => routePatterns.adminMoneyReceipts,
  adminMoneyStatements: () => routePatterns.adminMoneyStatements,
} as const;

export function childPattern(parent: string, pattern: string): string {
  if (!pattern.startsWith(`${parent}/`)) {
    throw new Error(`${pattern} is not below ${parent}`);
  }
  return pattern.slice(parent.length + 1);
}
