import type { VolunteerTexts } from './it';

export const en: VolunteerTexts = {
  title: 'Become a volunteer',
  description:
    'Come and lend a hand at the Oasis: the barn, events, transport, office and social media, photos. Fill in the application and we will contact you to meet.',
  intro:
    'There is always work for willing hands at the Oasis: no experience needed, only commitment and a wish to learn. Tell us when you can come and what you would like to do: we will contact you within two weeks to get to know you and arrange a first meeting.',
  requiredNote: 'required field',
  labels: {
    givenName: 'Given name',
    familyName: 'Family name',
    email: 'E-mail',
    phone: 'Phone',
    ageBand: 'Age',
    guardianConsent: 'A parent or guardian agrees that I volunteer at the Oasis',
    guardianName: 'Name of the parent or guardian',
    province: 'Province where you live',
    availability: 'When you can come',
    activities: 'What you would like to do',
    experience: 'Experience with horses',
    notes: 'Notes (optional)',
    privacyConsent: 'I have read the privacy notice and agree to the processing of my data',
    newsConsent: 'I want to receive the association’s news by e-mail (optional)',
  },
  hints: {
    email: 'We confirm by e-mail that your application arrived.',
    phone: 'We will call you on this number to get to know you.',
    ageBand: 'You can volunteer from 16: at 16 or 17 with a parent’s consent.',
    guardianConsent:
      'We keep it with the application and ask for a signature at the first meeting.',
    availability: 'Choose every time that suits you.',
    activities: 'Choose one or more.',
    notes: 'Anything we should know: times, experience, questions.',
    newsConsent: 'You can unsubscribe at any time.',
  },
  ageBands: {
    '18+': '18 or over',
    '16-17': '16 or 17',
  },
  chooseProvince: 'Choose the province',
  slots: {
    'Feriali mattina': 'Weekdays, morning',
    'Feriali pomeriggio': 'Weekdays, afternoon',
    'Weekend mattina': 'Weekends, morning',
    'Weekend pomeriggio': 'Weekends, afternoon',
  },
  activities: {
    Scuderia: 'Caring for the barn and the horses',
    Eventi: 'Events',
    Trasporti: 'Transport (with a trailer licence)',
    'Ufficio e social': 'Office and social media',
    Foto: 'Photos',
  },
  experiences: {
    Nessuna: 'None',
    Poca: 'Some',
    Buona: 'Good',
  },
  errors: {
    required: 'Required field.',
    tooLong: (max: number) => `At most ${max} characters.`,
    email: 'Enter a valid e-mail address.',
    phone: 'Enter a valid phone number, e.g. 333 1234567 or +39 333 1234567.',
    choose: 'Choose an answer.',
    chooseSome: 'Choose at least one.',
    guardianConsent: 'At 16 or 17 a parent’s or guardian’s consent is needed.',
    privacyConsent: 'To send the application we need your consent to the processing of your data.',
  },
  submit: 'Send the application',
  sending: 'Sending…',
  incomplete: 'Fill in all the required fields to send.',
  failureTitle: 'We could not send your application.',
  failureAfter: 'Nothing you typed has been lost.',
  failures: {
    appCheck:
      'Google’s anti-spam check (reCAPTCHA) did not load: a content blocker or the network may be stopping it. Please try again in a moment.',
    offline: 'You are offline: check your internet connection and try again.',
    other: 'Something went wrong: check your connection and try again in a moment.',
  },
  sentTitle: 'Thank you!',
  sent: (givenName: string) =>
    `${givenName}, your application has reached us, and it makes us very happy. Within two weeks we will contact you to get to know you and arrange a first meeting at the Oasis.`,
  sendAnother: 'Send another application',
  privacy: [
    'We will use your data only to consider your application and to contact you: ',
    'the privacy notice',
    ' says how.',
  ],
};
