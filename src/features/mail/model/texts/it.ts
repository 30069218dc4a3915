import type { ApplicationKind } from '../mail';

/** What a staff message to an applicant calls their application, in the mail's language. */
export const it = {
  kind: {
    adoption: 'di adozione',
    cession: 'di cessione',
    circle: 'di adesione alla cerchia',
    volunteer: 'di volontariato',
  } satisfies Record<ApplicationKind, string>,
};

export type MailTexts = typeof it;
