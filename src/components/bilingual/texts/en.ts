import { formatDayAtTime } from '#src/lib/format/dates';
import type { PublicFormTexts } from './it';

export const en: PublicFormTexts = {
  draftTime: (date) => formatDayAtTime(date, 'en', 'digits'),
  draftNotice: (savedAt) =>
    `We have filled the form back in with what you wrote on ${en.draftTime(savedAt)} and had not sent yet.`,
  startOver: 'Start over',
  sending: 'Sending…',
  missingOne: (label) => `Still to answer: “${label}”.`,
  missingMany: (label, others) =>
    `Still to answer: “${label}” and ${others === 1 ? 'one more' : `${others} more`}.`,
  goTo: (label) => `Go to “${label}”`,
  thanks: 'Thank you!',
  reference: 'Your reference is',
  quoteIt: 'Please quote it if you write to us or call us.',
  contacts: 'Any questions?',
  phone: 'Phone',
  email: 'e-mail',
  failures: {
    sendUnexpected: 'Sending failed because of an unexpected error: please try again.',
    writePathLoad: 'We could not get the sending ready: check your connection and try again.',
  },
};
