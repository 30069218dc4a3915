import type { PublicSendTexts } from './it';

export const en: PublicSendTexts = {
  appCheckUnavailable:
    'Google’s anti-spam check (reCAPTCHA) did not load: a content blocker or the network may be stopping it. Please try again in a moment.',
};
