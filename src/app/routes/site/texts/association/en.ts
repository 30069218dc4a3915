import { association } from '#src/config/association';
import type { AssociationTexts } from './it';

export const en: AssociationTexts = {
  title: 'Association',
  description: `Who we are and what we do: ${association.name} rescues horses and donkeys that have been mistreated, abandoned or retired.`,
  heading: 'About us',
  intro: `${association.name} is a volunteer association that rescues horses and donkeys and gives them a second life.`,
  who: [
    'We are a group of volunteers: vets, farriers, teachers, office workers, students. None of us is paid. We share one simple conviction: a horse or a donkey that is no longer useful to anyone still deserves a life with dignity.',
    'Dozens of horses and donkeys live at the Oasis today. They came to us from seizures for mistreatment, from riding schools that closed down, from racecourses, and from elderly or struggling owners who could no longer look after them.',
  ],
  what: 'What we do',
  activities: [
    {
      verb: 'We take in',
      rest: 'horses and donkeys in trouble, often at the request of the authorities or the veterinary services.',
    },
    {
      verb: 'We care',
      rest: 'for every animal: the vet, the dentist, hoof trimming, and food suited to their age and health.',
    },
    { verb: 'We retrain', rest: 'patiently those who have learnt to be afraid of people.' },
    {
      verb: 'We look for families',
      rest: 'for those who can be adopted, with an adoption contract, a visit beforehand and follow-up checks over time.',
    },
    { verb: 'We keep', rest: 'for good those who are too old, ill or frail to move home.' },
    {
      verb: 'We tell',
      rest: 'their stories, so that more and more people know that a horse is not a thing.',
    },
  ],
  join: 'How you can be part of it',
  joinText:
    'You can sponsor one of our horses, make a donation, give us your 5x1000 if you pay taxes in Italy, or come and lend a hand at the Oasis.',
  howToHelp: 'Find out how to help',
  meetHorses: 'Meet the horses',
};
