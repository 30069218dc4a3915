import { association } from '#src/config/association';
import { applicationLimits } from '#src/features/applications/model/public-application';
import { en as application } from '../../common/texts/en';
import type { AdoptionTexts } from './it';

export const en: AdoptionTexts = {
  title: 'Application to adopt a horse',
  description: `Would you like to give a home to one of ${association.name}'s horses? Tell us about you and where it would live: we read every application and call you back.`,
  intro:
    'Adopting a horse is a commitment for the whole of its life, and we are glad you are thinking about it. Tell us about you, the place where it would live and the horse you are looking for: the more you tell us, the better we can find the right match. It takes about twenty minutes, and what you write stays in this browser until you send it.',
  declaration:
    'I declare that the information I have given is true, and I accept a pre-adoption visit before the adoption.',
  labels: {
    givenName: 'Given name',
    familyName: 'Family name',
    phone: 'Phone',
    email: 'E-mail',
    region: 'Region where you live',
    zip: 'Postcode',
    newsletterUpdates: 'News from our horses and the association',
    newsletterAdoption: 'The horses looking for a home',
    newsletterSupport: 'Ways to support us',
    horseAddress: 'Address where the horse would live',
    horseBarncode: 'Barn code of the stable (optional)',
    horsePlace: 'Where would the horse live?',
    horsePlaceNotes: 'Notes on the place (optional)',
    horseFriends: 'Who would it live with?',
    horseFriendsNotes: 'Notes on its companions (optional)',
    horseHouse: 'How would it be kept?',
    horseHouseNotes: 'Notes on how it would be kept (optional)',
    horseFeeding: 'How would it be fed?',
    horseFeedingNotes: 'Notes on feeding (optional)',
    horseFeet: 'Who would look after its hooves?',
    horseFeetNotes: 'Notes on hoof care (optional)',
    humanActivities: 'What would you like to do with the horse? (optional)',
    humanExperience: 'Your experience with horses',
    humanSchool: 'Courses and training (optional)',
    humanPrevious: 'Horses you have had before (optional)',
    humanWhy: 'Why do you want to adopt a horse?',
    desiredPhysics: 'Physical traits you are looking for (optional)',
    desiredMental: 'Temperament you are looking for (optional)',
    desiredSkills: 'What it should be able to do (optional)',
    desiredHealth: 'Would you adopt a horse with health problems?',
    desiredHealthNotes: 'Notes on health problems (optional)',
    desiredBrain: 'Would you adopt a horse with behaviour problems?',
    desiredBrainNotes: 'Notes on behaviour problems (optional)',
    photos: 'Photos of where the horse would live (optional)',
  },
  hints: {
    phone: 'We will call you on this number to get to know you.',
    region: 'Choose "Outside Italy" if you live abroad.',
    zip: 'The Italian postcode of where you live, e.g. 20121; any postcode if you live abroad.',
    horseAddress: 'Street, number and town: even if it is not where you live.',
    horseBarncode:
      'The code of the stable registered with the local health authority: 3 digits, 2 letters and 3 digits, e.g. 123AB456. Leave it empty if you do not have one yet.',
    humanActivities: 'Walks, groundwork, riding, company for other horses…',
    humanExperience:
      'How long you have been around horses, and how: at a riding school, with a horse of your own, in your family…',
    humanWhy: 'Tell us in your own words what makes you want to take in a horse.',
    desiredPhysics: 'Age, height, breed, colour…',
    desiredHealth: 'Many of our horses need special care: please answer honestly.',
    photos: `Up to ${applicationLimits.photos} photos: the paddock, the shelter, the stable… They help us know the place before the visit.`,
  },
  newsletter: {
    legend: 'Would you like to hear from us?',
    hint: 'Optional: choose what interests you. You can change your mind at any time.',
  },
  sections: {
    person: 'About you',
    life: 'The horse’s life with you',
    activities: 'You and horses',
    desired: 'The horse you are looking for',
    photos: 'Photos',
  },
  sent: [
    'Your application has reached us: thank you for wanting to give a home to one of our horses.',
    'Our staff read every application carefully. Within about two weeks we will call you on the number you gave us, to get to know you and talk about the right horse for you. If we go ahead, we will visit you before the adoption: no horse leaves the Oasis without an adoption contract.',
  ],
  errors: {
    ...application.errors,
    barncode: 'The barn code is 3 digits, 2 letters and 3 digits, e.g. 123AB456.',
    tooManyPhotos: (max: number) => `At most ${max} photos.`,
    noHorse: 'Choose at least one horse, or "Any suitable horse".',
    tooManyHorses: (max: number) => `You can choose at most ${max} horses.`,
  },
  missing: {
    horses: 'Horses',
    anyHorse: 'Horses',
    declaration: 'Declaration',
    applicationId: 'Page',
    keepContacts: 'Contact details',
  },
  horseChoice: {
    legend: 'Which horse would you like to adopt?',
    hint: 'You can choose more than one. These are the horses looking for a home today.',
    any: 'Any suitable horse',
    anyHint: 'We will suggest the horse that best suits you and its new home.',
    loading: 'Loading the horses…',
    failed:
      'We could not load the horses looking for a home. Choose "Any suitable horse" and, if you have one in mind, write its name in your answer on why you want to adopt.',
    none: 'No horse is looking for a home on the site right now: choose "Any suitable horse" and we will suggest the right one.',
  },
};
