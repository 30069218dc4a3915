import { paths } from '#src/config/paths';
import type { NotFoundTexts } from './it';

export const en: NotFoundTexts = {
  page: {
    title: 'Page not found',
    lead: 'The page you are looking for does not exist or has been moved.',
    link: 'Back to the home page',
    to: paths.home,
  },
  horse: {
    title: 'Horse not found',
    lead: 'There is no horse at this address: the address may be wrong, or the page is no longer on the site.',
    link: 'See all our horses',
    to: paths.horses,
  },
  event: {
    title: 'Event not found',
    lead: 'There is no event at this address: the address may be wrong, or the page is no longer on the site.',
    link: 'See all our events',
    to: paths.events,
  },
};
