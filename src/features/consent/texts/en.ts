import type { ConsentChoice } from '../consent-store';
import type { CookieTexts } from './it';

export const en: CookieTexts = {
  region: 'Cookie notice',
  title: 'Cookies and statistics',
  available:
    'If you accept, we use Google Analytics for Firebase to count visits and understand which pages are useful. If you refuse, we load no statistics tool and the site works just the same. You can change your mind whenever you like from “Cookie preferences” at the bottom of the page.',
  none: 'This site uses no cookies or other tracking tools: statistics are turned off, so there is nothing to accept or refuse.',
  choice: {
    accepted: 'Current choice: statistics accepted.',
    rejected: 'Current choice: statistics refused.',
  } satisfies Record<ConsentChoice, string>,
  privacy: 'Privacy notice',
  reject: 'Refuse',
  accept: 'Accept',
  close: 'Close',
};
