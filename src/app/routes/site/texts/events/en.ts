import type { EventsTexts } from './it';

export const en: EventsTexts = {
  title: 'Events',
  description: 'Parties, open days and meetings at the Oasis: come and meet our horses.',
  next: 'Upcoming events',
  past: 'Past events',
  noneNext: 'No events planned for now: please come back soon.',
  nonePast: 'No past events.',
  failed: 'We cannot show the events right now:',
  retry: 'Try again',
  loading: 'Loading the events…',
};
