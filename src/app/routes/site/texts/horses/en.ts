import type { HorsesTexts } from './it';

export const en: HorsesTexts = {
  title: 'Horses',
  description:
    'The horses and donkeys of the Oasis: those looking for a home, those who live with us and those who have found a family.',
  heading: 'Our horses',
  lead: 'Every one of them has a story. Some are looking for a family, others will stay with us for the rest of their lives: all of them need someone to look after them.',
  adoptBefore: 'Could you give one of them a home? ',
  adoptLink: 'Apply to adopt',
  adoptAfter: ': each horse’s page also has a link to apply for that horse in particular.',
  empty: 'No horses in this section for now.',
};
