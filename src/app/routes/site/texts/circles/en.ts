import type { CirclesTexts } from './it';

export const en: CirclesTexts = {
  title: 'Circles',
  description: "Join a horse's circle of supporters: sponsor a horse from 20 euros a month.",
  heading: 'Circles of supporters',
  intro: 'Sponsoring a horse from afar: one horse, many people looking after them.',
  how: 'How it works',
  steps: [
    'Choose a horse or a donkey from those at the Oasis.',
    'Decide how much and how often to give: from 20 euros a month, or every three, six or twelve months.',
    'Fill in the application: we will write to you with the payment details, by bank transfer or PayPal.',
    'You join their circle: you will receive news, photos and an invitation to come and visit.',
  ],
  cost: 'Each horse costs about 300 euros a month in hay, vet, farrier and care: their circle is the group of people who make it possible together.',
  who: "Every horse living at the Oasis at the association's expense has a circle: the residents and those waiting for a home. When a horse is adopted, their new family looks after them and their circle closes: we will suggest another horse to support.",
  apply: 'Apply to join a circle',
  waiting: 'Who is waiting for their circle',
  waitingText:
    'Those most in need come first: for each one, how much of their monthly cost their supporters already cover.',
  galleryLabel: 'Horses and donkeys with a circle',
};
