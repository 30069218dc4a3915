import type { MailTexts } from './it';

export const en: MailTexts = {
  kind: {
    adoption: 'adoption application',
    cession: 'surrender application',
    circle: 'supporter circle application',
    volunteer: 'volunteer application',
  },
};
