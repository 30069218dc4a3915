import type { MailInput } from '#src/features/mail/index';
import type { RegisterPerson, RegisterSection } from './register-record';

// The insurer's notices (art. 18 D.Lgs. 117/2017; decision 86): at each enrolment and removal a
// mail to the insurer's one address, in the commit that writes the record, by template.

/** `settings/insurance`: `{ insurerEmail, policyNumber }`, written by the deploy and the seed. */
export const INSURANCE_SETTINGS = { collection: 'settings', id: 'insurance' } as const;

export interface InsuranceSettings {
  readonly insurerEmail: string;
  readonly policyNumber: string;
}

export const INSURER_NOTICE_TEMPLATE = 'register-insurer-notice';

/** `{record id}.insurer`: one notice per enrolment or removal, found by the record's id. */
export const insurerNoticeId = (recordId: string): string => `${recordId}.insurer`;

export interface InsurerNoticeAbout {
  readonly kind: 'iscrizione' | 'cancellazione';
  readonly section: RegisterSection;
  /** The enrolment's number (a removal's notice names the enrolment it ends). */
  readonly number: number;
  readonly person: Pick<RegisterPerson, 'givenName' | 'familyName' | 'fiscalCode'>;
  /** The start date of an enrolment, the end date of a removal. */
  readonly date: string;
}

/** What the insurer is told: the person by name and codice fiscale, the date and the policy. */
export function insurerNotice(settings: InsuranceSettings, about: InsurerNoticeAbout): MailInput {
  return {
    to: settings.insurerEmail,
    template: {
      name: INSURER_NOTICE_TEMPLATE,
      data: {
        kind: about.kind,
        [about.kind === 'iscrizione' ? 'enrolment' : 'removal']: true,
        occasional: about.section === 'occasionale',
        number: about.number,
        givenName: about.person.givenName,
        familyName: about.person.familyName,
        fiscalCode: about.person.fiscalCode,
        date: about.date,
        policyNumber: settings.policyNumber,
      },
    },
  };
}
