import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SiteLayout } from '../../layout/site-layout';
import { routePatterns } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { prerendered } from '../../prerender-spec';
import { redirectRoutes } from '../../redirects/redirect-routes';
import { RouteError } from '../route-error';
import { HomePage } from './home';
import { homeTexts } from './it/home';

// Only the home page is in the first download; each prerendered page declares what it embeds in its
// `handle` (decisions 23 and 32).

type TextPage<T> = ComponentType<{ language: SiteLanguage; texts: T }>;

/**
 * A page laid out once for both languages, with its language's texts: each address downloads its
 * own texts only.
 */
const textPage =
  <T,>(language: SiteLanguage, page: () => Promise<TextPage<T>>, texts: () => Promise<T>) =>
  async () => {
    const [Page, loaded] = await Promise.all([page(), texts()]);
    return { element: <Page language={language} texts={loaded} /> };
  };

export const siteRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: routePatterns.home,
            handle: prerendered({ events: 'next' }),
            element: <HomePage language="it" texts={homeTexts} />,
          },
          {
            path: routePatterns.association,
            handle: prerendered(),
            lazy: textPage(
              'it',
              async () => (await import('./association')).AssociationPage,
              async () => (await import('./it/association')).associationTexts,
            ),
          },
          {
            path: routePatterns.support,
            handle: prerendered({ horses: 'list' }),
            lazy: textPage(
              'it',
              async () => (await import('./support')).SupportPage,
              async () => (await import('./it/support')).supportTexts,
            ),
          },
          {
            path: routePatterns.circles,
            handle: prerendered({ horses: 'list' }),
            lazy: textPage(
              'it',
              async () => (await import('./circles')).CirclesPage,
              async () => (await import('./it/circles')).circlesTexts,
            ),
          },
          {
            path: routePatterns.fivePerThousand,
            handle: prerendered(),
            lazy: textPage(
              'it',
              async () => (await import('./five-per-thousand')).FivePerThousandPage,
              async () => (await import('./it/five-per-thousand')).fivePerThousandTexts,
            ),
          },
          {
            path: routePatterns.horses,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => ({ Component: (await import('./horses')).HorsesPage }),
          },
          {
            path: routePatterns.horse,
            handle: prerendered({ horses: 'one' }),
            lazy: async () => {
              const { HorsePage, horseLoader } = await import('./horse');
              return { loader: horseLoader, Component: HorsePage };
            },
          },
          {
            path: routePatterns.contacts,
            handle: prerendered(),
            lazy: textPage(
              'it',
              async () => (await import('./contacts')).ContactsPage,
              async () => (await import('./it/contacts')).contactsTexts,
            ),
          },
          {
            path: routePatterns.privacy,
            handle: prerendered(),
            lazy: textPage(
              'it',
              async () => (await import('./privacy')).PrivacyPage,
              async () => (await import('./it/privacy')).privacyTexts,
            ),
          },
          {
            path: routePatterns.english.home,
            handle: prerendered({ events: 'next' }),
            lazy: textPage(
              'en',
              async () => HomePage,
              async () => (await import('./en/home')).homeTexts,
            ),
          },
          {
            path: routePatterns.english.association,
            handle: prerendered(),
            lazy: textPage(
              'en',
              async () => (await import('./association')).AssociationPage,
              async () => (await import('./en/association')).associationTexts,
            ),
          },
          {
            path: routePatterns.english.support,
            handle: prerendered({ horses: 'list' }),
            lazy: textPage(
              'en',
              async () => (await import('./support')).SupportPage,
              async () => (await import('./en/support')).supportTexts,
            ),
          },
          {
            path: routePatterns.english.circles,
            handle: prerendered({ horses: 'list' }),
            lazy: textPage(
              'en',
              async () => (await import('./circles')).CirclesPage,
              async () => (await import('./en/circles')).circlesTexts,
            ),
          },
          {
            path: routePatterns.english.fivePerThousand,
            handle: prerendered(),
            lazy: textPage(
              'en',
              async () => (await import('./five-per-thousand')).FivePerThousandPage,
              async () => (await import('./en/five-per-thousand')).fivePerThousandTexts,
            ),
          },
          {
            path: routePatterns.english.horses,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => {
              const { HorsesPage } = await import('./horses');
              return { element: <HorsesPage language="en" /> };
            },
          },
          {
            path: routePatterns.english.horse,
            handle: prerendered({ horses: 'one' }),
            lazy: async () => {
              const { HorsePage, horseLoader } = await import('./horse');
              return { loader: horseLoader, element: <HorsePage language="en" /> };
            },
          },
          {
            path: routePatterns.english.contacts,
            handle: prerendered(),
            lazy: textPage(
              'en',
              async () => (await import('./contacts')).ContactsPage,
              async () => (await import('./en/contacts')).contactsTexts,
            ),
          },
          {
            path: routePatterns.english.privacy,
            handle: prerendered(),
            lazy: textPage(
              'en',
              async () => (await import('./privacy')).PrivacyPage,
              async () => (await import('./en/privacy')).privacyTexts,
            ),
          },
          {
            path: routePatterns.events.it,
            handle: prerendered({ events: 'lists' }),
            lazy: async () => {
              const { EventsPage } = await import('./events');
              return { element: <EventsPage language="it" /> };
            },
          },
          {
            path: routePatterns.events.en,
            handle: prerendered({ events: 'lists' }),
            lazy: async () => {
              const { EventsPage } = await import('./events');
              return { element: <EventsPage language="en" /> };
            },
          },
          {
            path: routePatterns.event.it,
            handle: prerendered({ events: 'one' }),
            lazy: async () => {
              const { EventPage } = await import('./event');
              return { element: <EventPage language="it" /> };
            },
          },
          {
            path: routePatterns.event.en,
            handle: prerendered({ events: 'one' }),
            lazy: async () => {
              const { EventPage } = await import('./event');
              return { element: <EventPage language="en" /> };
            },
          },
          {
            // `?cavallo=` is applied once the page has hydrated.
            path: routePatterns.circleApplication.it,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => {
              const { CircleApplicationPage } = await import('./circle-application');
              return { element: <CircleApplicationPage language="it" /> };
            },
          },
          {
            path: routePatterns.circleApplication.en,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => {
              const { CircleApplicationPage } = await import('./circle-application');
              return { element: <CircleApplicationPage language="en" /> };
            },
          },
          {
            // `?cavallo=` is applied once the page has hydrated.
            path: routePatterns.adoptionApplication.it,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => {
              const { AdoptionApplicationPage } = await import('./adoption-application');
              return { element: <AdoptionApplicationPage language="it" /> };
            },
          },
          {
            path: routePatterns.adoptionApplication.en,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => {
              const { AdoptionApplicationPage } = await import('./adoption-application');
              return { element: <AdoptionApplicationPage language="en" /> };
            },
          },
          {
            path: routePatterns.cessionApplication.it,
            handle: prerendered(),
            lazy: async () => {
              const { CessionApplicationPage } = await import('./cession-application');
              return { element: <CessionApplicationPage language="it" /> };
            },
          },
          {
            path: routePatterns.cessionApplication.en,
            handle: prerendered(),
            lazy: async () => {
              const { CessionApplicationPage } = await import('./cession-application');
              return { element: <CessionApplicationPage language="en" /> };
            },
          },
          {
            // The member's id and key (`?m=…&t=…`) are read once the page has hydrated.
            path: routePatterns.unsubscribe.it,
            handle: prerendered(),
            lazy: async () => {
              const { UnsubscribePage } = await import('./unsubscribe');
              return { element: <UnsubscribePage language="it" /> };
            },
          },
          {
            path: routePatterns.unsubscribe.en,
            handle: prerendered(),
            lazy: async () => {
              const { UnsubscribePage } = await import('./unsubscribe');
              return { element: <UnsubscribePage language="en" /> };
            },
          },
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
