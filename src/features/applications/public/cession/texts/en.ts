import { association } from '#src/config/association';
import { en as application } from '../../common/texts/en';
import type { CessionTexts } from './it';

export const en: CessionTexts = {
  title: 'Request to surrender a horse',
  description: `Do you have to part with your horse? Write to ${association.name}: we read every request and will call you to look for a way together.`,
  intro:
    'Parting with a horse is one of the hardest decisions there is, and asking for help is a responsible thing to do. Tell us about yourself and about your horse: we read every request carefully and will call you to work out the best way forward together.',
  photosLabel: 'Photos of the horse (optional)',
  submit: 'Send the request',
  labels: {
    givenName: 'Given name',
    familyName: 'Family name',
    phone: 'Phone',
    email: 'E-mail (optional)',
    cause: 'Why do you need to give up the horse?',
    priority: 'How urgent is it?',
    horseRegion: 'Region where the horse lives',
    horseZip: 'Postcode',
    horseAddress: 'Address or place where the horse lives',
    horseName: 'Horse’s name',
    horseBirthdate: 'Date of birth',
    horseBreed: 'Breed',
    horseHeight: 'Height at the withers',
    humanTime: 'How soon do you need to give up the horse?',
    horseFriends: 'Who does it live with?',
    horseHouse: 'Where is it kept?',
    horseFeeding: 'How is it fed?',
    horseFeet: 'How are its feet cared for?',
    horseManagementNotes: 'Anything else about its care (optional)',
    horseCurrentPhysical: 'How is its health today?',
    horsePastPhysical: 'Has it had health problems in the past?',
    horseCurrentMental: 'Does it have behaviour problems today?',
    horsePastMental: 'Has it had behaviour problems in the past?',
    horsePersonality: 'What is it like?',
    horseWithHumans: 'How is it with people?',
    horseWithHorses: 'How is it with other horses?',
    notes: 'Notes (optional)',
    declaration:
      'I declare that the information given is true, and I agree that the association will come and meet the horse before taking it into its care.',
  },
  hints: {
    phone: 'We will call you on this number.',
    email: 'If you would also like a few written lines from us.',
    cause:
      'Tell us about your situation in your own words: nobody is judging you, it helps us understand how we can be of use.',
    priority: 'We will keep it in mind when we read your request.',
    horseZip: 'Five digits, e.g. 00184; if the horse is outside Italy, the local postcode.',
    horseAddress: 'The street and town, or how to get there if there is no address.',
    horseBirthdate:
      'If you do not know it exactly, give an approximate date and say so in the notes.',
    horseBreed: '"Crossbreed" or "I don’t know" is fine too.',
    horseHeight: 'For example 155 cm; an estimate is fine.',
    humanTime: 'For example: by the end of the month, a couple of months, no set date.',
    horseManagementNotes: 'Turnout, habits, any special care.',
    horseCurrentPhysical:
      'Lameness, illnesses, ongoing treatment; "healthy" is a precious answer too.',
    horseCurrentMental: 'Fears, vices, trouble being handled or loaded; "none" is fine.',
    horsePersonality: 'How you would describe it to someone who has never met it.',
    notes: 'Anything you want to add: when to call you, the horse’s papers, who knows it well.',
  },
  sections: {
    applicant: 'About you',
    priority: 'Priority',
    horse: 'The horse',
    life: 'The horse’s life and character',
    photos: 'Photos',
    notes: 'Notes',
  },
  photosHint: (max) =>
    `Optional, but they help us a lot to get to know the horse: the whole horse from the side, its head, its feet, the place where it lives. Up to ${max} photos; we make them lighter before sending them, so photos straight from your phone are fine.`,
  sent: (horse) => [
    `Your request for ${horse} has reached us. We know it was not easy to write, and we thank you for your trust.`,
    'We read every request carefully and will call you on the number you gave us within a week, sooner if you told us it is urgent.',
    'We cannot take in every horse, but either way we will help you look for a solution.',
  ],
  errors: {
    ...application.errors,
    birthdate: 'Enter a real date, e.g. 12/04/2009.',
    birthdateFuture: 'The date of birth cannot be in the future.',
  },
  missing: {
    declaration: 'Declaration',
    applicationId: 'Page',
    keepContacts: 'Contact details',
  },
};
