import type { RouteObject } from 'react-router';
import { SiteLayout } from '../../layout/site-layout';
import { routePatterns } from '#src/config/paths';
import { redirectRoutes } from '../../redirects/redirect-routes';
import { RouteError } from '../route-error';
import { HomePage } from './home';
import { NotFoundPage } from './not-found';

// Only the home page is in the first download; every other page is loaded when first visited, so
// that the data layer, the forms and the sanitiser never weigh on a visitor's first page.

/** The public site: every page inside the shared layout; errors keep the header and footer. */
export const siteRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: routePatterns.home, element: <HomePage /> },
          {
            path: routePatterns.association,
            lazy: async () => ({ Component: (await import('./association')).AssociationPage }),
          },
          {
            path: routePatterns.support,
            lazy: async () => ({ Component: (await import('./support')).SupportPage }),
          },
          {
            path: routePatterns.circles,
            lazy: async () => ({ Component: (await import('./circles')).CirclesPage }),
          },
          {
            path: routePatterns.fivePerThousand,
            lazy: async () => ({
              Component: (await import('./five-per-thousand')).FivePerThousandPage,
            }),
          },
          {
            path: routePatterns.horses,
            lazy: async () => ({ Component: (await import('./horses')).HorsesPage }),
          },
          {
            path: routePatterns.horse,
            lazy: async () => ({ Component: (await import('./horse')).HorsePage }),
          },
          {
            path: routePatterns.contacts,
            lazy: async () => ({ Component: (await import('./contacts')).ContactsPage }),
          },
          {
            path: routePatterns.circleApplication.it,
            lazy: async () => {
              const { CircleApplicationPage } = await import('./circle-application');
              return { element: <CircleApplicationPage language="it" /> };
            },
          },
          {
            path: routePatterns.circleApplication.en,
            lazy: async () => {
              const { CircleApplicationPage } = await import('./circle-application');
              return { element: <CircleApplicationPage language="en" /> };
            },
          },
          {
            path: routePatterns.events.it,
            lazy: async () => {
              const { EventsPage } = await import('./events');
              return { element: <EventsPage language="it" /> };
            },
          },
          {
            path: routePatterns.events.en,
            lazy: async () => {
              const { EventsPage } = await import('./events');
              return { element: <EventsPage language="en" /> };
            },
          },
          {
            path: routePatterns.event.it,
            lazy: async () => {
              const { EventPage } = await import('./event');
              return { element: <EventPage language="it" /> };
            },
          },
          {
            path: routePatterns.event.en,
            lazy: async () => {
              const { EventPage } = await import('./event');
              return { element: <EventPage language="en" /> };
            },
          },
          {
            path: routePatterns.privacy,
            lazy: async () => ({ Component: (await import('./privacy')).PrivacyPage }),
          },
          ...redirectRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
