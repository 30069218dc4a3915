import type { RouteObject } from 'react-router';
import { SiteLayout } from '../../../components/layout/site-layout';
import { routePatterns } from '../../../config/paths';
import { RouteError } from '../route-error';
import { AssociationPage } from './association';
import { CircleApplicationPage } from './circle-application';
import { CirclesPage } from './circles';
import { ContactsPage } from './contacts';
import { EventPage } from './event';
import { EventsPage } from './events';
import { FivePerThousandPage } from './five-per-thousand';
import { HomePage } from './home';
import { HorsePage } from './horse';
import { HorsesPage } from './horses';
import { redirectRoutes } from '../../../features/redirects/redirect-routes';
import { NotFoundPage } from './not-found';
import { PrivacyPage } from './privacy';
import { SupportPage } from './support';

/** The public site: every page inside the shared layout; errors keep the header and footer. */
export const siteRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: routePatterns.home, element: <HomePage /> },
          { path: routePatterns.association, element: <AssociationPage /> },
          { path: routePatterns.support, element: <SupportPage /> },
          { path: routePatterns.circles, element: <CirclesPage /> },
          { path: routePatterns.fivePerThousand, element: <FivePerThousandPage /> },
          { path: routePatterns.horses, element: <HorsesPage /> },
          { path: routePatterns.horse, element: <HorsePage /> },
          { path: routePatterns.contacts, element: <ContactsPage /> },
          {
            path: routePatterns.circleApplication.it,
            element: <CircleApplicationPage language="it" />,
          },
          {
            path: routePatterns.circleApplication.en,
            element: <CircleApplicationPage language="en" />,
          },
          { path: routePatterns.events.it, element: <EventsPage language="it" /> },
          { path: routePatterns.events.en, element: <EventsPage language="en" /> },
          { path: routePatterns.event.it, element: <EventPage language="it" /> },
          { path: routePatterns.event.en, element: <EventPage language="en" /> },
          { path: routePatterns.privacy, element: <PrivacyPage /> },
          ...redirectRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
