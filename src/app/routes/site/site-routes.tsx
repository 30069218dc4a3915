import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { SiteLayout } from '../../layout/site-layout';
import { publicPages, type PublicPage } from '#src/config/paths';
import { siteLanguages, type SiteLanguage } from '#src/config/site';
import type { LazyDictionary } from '#src/lib/text/dictionary';
import { prerendered, type PrerenderHandle } from '../../prerender-spec';
import { redirectRoutes } from '../../redirects/redirect-routes';
import { RouteError } from '../route-error';
import { horseListLoader } from '#src/features/horses';
import { homeLoader, HomePage } from './home';
import { associationTexts } from './texts/association';
import { circlesTexts } from './texts/circles';
import { contactsTexts } from './texts/contacts';
import { fivePerThousandTexts } from './texts/five-per-thousand';
import { homeTexts } from './texts/home';
import { privacyTexts } from './texts/privacy';
import { supportTexts } from './texts/support';

/** What a public page's two routes need; its two addresses are `publicPages`' (src/config/paths.ts). */
export type PageRow = {
  /** What the build prerenders for the page, and embeds (decisions 23 and 32). */
  readonly handle: PrerenderHandle;
  /** A text page's texts: each address downloads its own language before the page renders. */
  readonly texts?: LazyDictionary<object>;
  /**
   * One of the first site's pages: their routes list every Italian address, then every English
   * one (the order the build prerenders them and the sitemap lists them); later pages, both at once.
   */
  readonly firstSite?: true;
} & (
  | {
      /** The page, downloaded when its address is first visited. */
      readonly page: () => Promise<ComponentType>;
      /** The page's data, read by the router before it renders (decision 84), from the page's module. */
      readonly loader?: () => Promise<LoaderFunction>;
    }
  | {
      /** The home: in the first download, shown at once where its texts are too. */
      readonly Page: ComponentType;
      /** Its data, read by the router before it renders (decision 84), in the first download too. */
      readonly loader?: LoaderFunction;
    }
);

/** The pages table: every public page, in the order the site lists them (decision 79). */
export const pagesTable: Readonly<Record<PublicPage, PageRow>> = {
  home: {
    handle: prerendered({ events: 'next' }),
    Page: HomePage,
    loader: homeLoader,
    texts: homeTexts,
    firstSite: true,
  },
  association: {
    handle: prerendered(),
    page: async () => (await import('./association')).AssociationPage,
    texts: associationTexts,
    firstSite: true,
  },
  support: {
    handle: prerendered({ horses: 'list' }),
    loader: async () => horseListLoader,
    page: async () => (await import('./support')).SupportPage,
    texts: supportTexts,
    firstSite: true,
  },
  circles: {
    handle: prerendered({ horses: 'list' }),
    loader: async () => horseListLoader,
    page: async () => (await import('./circles')).CirclesPage,
    texts: circlesTexts,
    firstSite: true,
  },
  fivePerThousand: {
    handle: prerendered(),
    page: async () => (await import('./five-per-thousand')).FivePerThousandPage,
    texts: fivePerThousandTexts,
    firstSite: true,
  },
  // The volunteer form on its own short page (issue 40), linked from the support page.
  volunteering: {
    handle: prerendered(),
    page: async () => (await import('./volunteering')).VolunteeringPage,
  },
  horses: {
    handle: prerendered({ horses: 'list' }),
    loader: async () => horseListLoader,
    page: async () => (await import('./horses')).HorsesPage,
    firstSite: true,
  },
  horse: {
    handle: prerendered({ horses: 'one' }),
    page: async () => (await import('./horse')).HorsePage,
    loader: async () => (await import('./horse')).horseLoader,
    firstSite: true,
  },
  contacts: {
    handle: prerendered(),
    page: async () => (await import('./contacts')).ContactsPage,
    texts: contactsTexts,
    firstSite: true,
  },
  privacy: {
    handle: prerendered(),
    page: async () => (await import('./privacy')).PrivacyPage,
    texts: privacyTexts,
    firstSite: true,
  },
  events: {
    handle: prerendered({ events: 'lists' }),
    page: async () => (await import('./events')).EventsPage,
    loader: async () => (await import('./events')).eventsLoader,
  },
  event: {
    handle: prerendered({ events: 'one' }),
    page: async () => (await import('./event')).EventPage,
    loader: async () => (await import('./event')).eventLoader,
  },
  // `?cavallo=` is applied once the page has hydrated.
  circleApplication: {
    handle: prerendered({ horses: 'list' }),
    loader: async () => horseListLoader,
    page: async () => (await import('./circle-application')).CircleApplicationPage,
  },
  // `?cavallo=` is applied once the page has hydrated.
  adoptionApplication: {
    handle: prerendered({ horses: 'list' }),
    loader: async () => horseListLoader,
    page: async () => (await import('./adoption-application')).AdoptionApplicationPage,
  },
  cessionApplication: {
    handle: prerendered(),
    page: async () => (await import('./cession-application')).CessionApplicationPage,
  },
  // The member's id and key (`?m=…&t=…`) are read once the page has hydrated.
  unsubscribe: {
    handle: prerendered(),
    page: async () => (await import('./unsubscribe')).UnsubscribePage,
  },
};

/** A page's route in a language: the page and, for a text page, its language's texts. */
function pageRoute(name: PublicPage, language: SiteLanguage): RouteObject {
  const row = pagesTable[name];
  const { handle, texts } = row;
  const path = publicPages[name][language];
  const first = 'Page' in row && row.loader ? { loader: row.loader } : {};
  if ('Page' in row && (!texts || texts.has(language)))
    return { path, handle, Component: row.Page, ...first };
  const page = 'Page' in row ? async () => row.Page : row.page;
  return {
    path,
    handle,
    ...first,
    lazy: async () => {
      const [Component, loader] = await Promise.all([
        page(),
        'page' in row ? row.loader?.() : undefined,
        texts?.load(language),
      ]);
      return loader ? { Component, loader } : { Component };
    },
  };
}

const names = Object.keys(pagesTable) as PublicPage[];
const firstSite = names.filter((name) => pagesTable[name].firstSite);
const later = names.filter((name) => !pagesTable[name].firstSite);

/** Every public page's routes, generated from the pages table. */
export const pageRoutes: RouteObject[] = [
  ...siteLanguages.flatMap((language) => firstSite.map((name) => pageRoute(name, language))),
  ...later.flatMap((name) => siteLanguages.map((language) => pageRoute(name, language))),
];

export const siteRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pageRoutes,
          ...redirectRoutes,
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
