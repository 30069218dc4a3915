import type { EventTexts } from './it';

export const en: EventTexts = {
  breadcrumb: 'Breadcrumb',
  back: '← All events',
  where: 'Where',
  when: 'When',
  organisedBy: 'organizzato da',
  loading: 'Loading the event…',
  failed: 'We cannot show this event right now:',
  retry: 'Try again',
};
