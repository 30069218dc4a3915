import { Link } from 'react-router';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { ContactsTexts } from './it';

export const en: ContactsTexts = {
  title: 'Contacts',
  description: `Write to or call ${association.name}, and come and visit us at the Oasis.`,
  intro: 'For adoptions, visits and volunteering, or to tell us about a horse in trouble.',
  write: 'Write to us or call us',
  phone: 'Phone',
  forms: (
    <>
      Would you like to adopt a horse?{' '}
      <Link to={paths.adoptionApplication('en')}>Fill in the adoption form</Link>. Do you have to
      give up a horse?{' '}
      <Link to={paths.cessionApplication('en')}>Write to us with the surrender form</Link>.
    </>
  ),
  follow: 'Follow us',
  where: 'Where we are',
  oasis: 'The Oasis',
  legalSeat: 'Registered office',
  visits: 'Visits to the Oasis are by appointment only: please write to us before you come.',
  /** The map, loaded only when asked: it sets Google cookies. */
  map: {
    notice:
      'The map comes from Google Maps, which may set its own cookies: we load it only if you ask.',
    show: 'Show the map',
    title: 'Map',
  },
};
