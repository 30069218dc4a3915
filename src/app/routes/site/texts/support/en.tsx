import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import type { SupportTexts } from './it';

export const en: SupportTexts = {
  title: 'Support us',
  description:
    'How to help: sponsor a horse from 20 euros a month, donate, give your 5x1000, volunteer or give supplies.',
  intro:
    'Keeping a horse costs about 300 euros a month. Every gift, small or large, becomes hay, care and a peaceful life.',
  circles: 'Sponsor a horse, from 20 euros a month',
  circlesText:
    'Join the circle of supporters of a horse or a donkey: with a regular gift, from 20 euros a month, you help us look after them, and you receive news and photos.',
  circlesLink: 'Discover the circles',
  fivePerThousand: 'Your 5x1000',
  fivePerThousandText: (taxCode) => (
    <>
      If you file an Italian tax return, sign in the box for non-profit organisations and write our
      tax code: {taxCode}. It costs you nothing.
    </>
  ),
  fivePerThousandLink: 'How to give your 5x1000',
  donate: 'Make a donation',
  byCard: 'By card, one-off',
  donateByCard: 'Donate by card',
  byTransfer: 'By bank transfer',
  accountHolder: (name) => `account holder: ${name}`,
  byPaypal: 'With PayPal',
  donateWithPaypal: 'Donate with PayPal',
  byPrepaidCard: 'By topping up our prepaid card',
  cardNumber: 'no.',
  cardHolder: (name) => `card holder: ${name}`,
  examplesIntro: 'For example, your donation pays for:',
  euros: 'euros',
  examples: [
    { amount: 50, what: 'a bale of hay' },
    { amount: 60, what: 'a hoof trim' },
    { amount: 30, what: 'a vaccination' },
    { amount: 20, what: 'a dose of wormer' },
  ],
  volunteer: 'Come and lend a hand',
  volunteerText: (
    <>
      There is always work for willing hands at the Oasis: mucking out the paddocks, handing out
      hay, grooming, showing visitors around, helping at events. No experience needed, just
      commitment and the wish to learn. Send us your application: we will contact you to arrange
      your first visit.
    </>
  ),
  volunteerLink: 'Apply to volunteer',
  material: 'Give supplies',
  materialText: (
    <>
      Hay, feed for senior horses, rugs, head collars, lead ropes, stable tools, unexpired
      veterinary medicines: before you bring them,{' '}
      <Link to={paths.contacts('en')}>get in touch</Link> to find out what we need most right now.
    </>
  ),
  adopt: 'Adopt a horse',
  adoptText: [
    <>
      Some of our horses and donkeys are looking for a family to take them in for good. If you have
      room, time and love to give,{' '}
      <Link to={paths.adoptionApplication('en')}>fill in the adoption form</Link>.
    </>,
    <>
      If you are the one who has to give up a horse,{' '}
      <Link to={paths.cessionApplication('en')}>write to us with the surrender form</Link>: we will
      look for a way together.
    </>,
  ],
  residents: 'Who lives with us at the Oasis',
  residentsText:
    'These are the horses and donkeys who will stay with us for the rest of their lives: they need you every day.',
  residentsLabel: 'Living at the Oasis',
};
