import type { RouteObject } from 'react-router';
import { SiteLayout } from '../../layout/site-layout';
import { routePatterns } from '#src/config/paths';
import { prerendered } from '../../prerender-spec';
import { redirectRoutes } from '../../redirects/redirect-routes';
import { RouteError } from '../route-error';
import { HomePage } from './home';
import { NotFoundPage } from './not-found';

// Only the home page is in the first download; each prerendered page declares what it embeds in its
// `handle` (decisions 23 and 32).

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
            element: <HomePage />,
          },
          {
            path: routePatterns.association,
            handle: prerendered(),
            lazy: async () => ({ Component: (await import('./association')).AssociationPage }),
          },
          {
            path: routePatterns.support,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => ({ Component: (await import('./support')).SupportPage }),
          },
          {
            path: routePatterns.circles,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => ({ Component: (await import('./circles')).CirclesPage }),
          },
          {
            path: routePatterns.fivePerThousand,
            handle: prerendered(),
            lazy: async () => ({
              Component: (await import('./five-per-thousand')).FivePerThousandPage,
            }),
          },
          {
            path: routePatterns.horses,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => ({ Component: (await import('./horses')).HorsesPage }),
          },
          {
            path: routePatterns.horse,
            handle: prerendered({ horses: 'one', news: 'horse' }),
            lazy: async () => ({ Component: (await import('./horse')).HorsePage }),
          },
          {
            path: routePatterns.contacts,
            handle: prerendered(),
            lazy: async () => ({ Component: (await import('./contacts')).ContactsPage }),
          },
          {
            path: routePatterns.privacy,
            handle: prerendered(),
            lazy: async () => ({ Component: (await import('./privacy')).PrivacyPage }),
          },
          {
            path: routePatterns.english.home,
            handle: prerendered({ events: 'next' }),
            lazy: async () => ({ Component: (await import('./en/home')).EnglishHomePage }),
          },
          {
            path: routePatterns.english.association,
            handle: prerendered(),
            lazy: async () => ({
              Component: (await import('./en/association')).EnglishAssociationPage,
            }),
          },
          {
            path: routePatterns.english.support,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => ({ Component: (await import('./en/support')).EnglishSupportPage }),
          },
          {
            path: routePatterns.english.circles,
            handle: prerendered({ horses: 'list' }),
            lazy: async () => ({ Component: (await import('./en/circles')).EnglishCirclesPage }),
          },
          {
            path: routePatterns.english.fivePerThousand,
            handle: prerendered(),
            lazy: async () => ({
              Component: (await import('./en/five-per-thousand')).EnglishFivePerThousandPage,
            }),
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
            handle: prerendered({ horses: 'one', news: 'horse' }),
            lazy: async () => {
              const { HorsePage } = await import('./horse');
              return { element: <HorsePage language="en" /> };
            },
          },
          {
            path: routePatterns.english.contacts,
            handle: prerendered(),
            lazy: async () => ({ Component: (await import('./en/contacts')).EnglishContactsPage }),
          },
          {
            path: routePatterns.english.privacy,
            handle: prerendered(),
            lazy: async () => ({ Component: (await import('./en/privacy')).EnglishPrivacyPage }),
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
