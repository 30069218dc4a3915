import { Link } from 'react-router';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';

export const it = {
  title: 'Contatti',
  description: `Scrivi o chiama ${association.name}, vieni a trovarci all'Oasi.`,
  intro: 'Per adozioni, visite, volontariato o per segnalarci un cavallo in difficoltà.',
  write: 'Scrivici o chiamaci',
  phone: 'Telefono',
  forms: (
    <>
      Vuoi adottare un cavallo?{' '}
      <Link to={paths.adoptionApplication('it')}>Compila la candidatura di adozione</Link>. Devi
      cedere un cavallo?{' '}
      <Link to={paths.cessionApplication('it')}>Scrivici con la richiesta di cessione</Link>.
    </>
  ),
  follow: 'Seguici',
  where: 'Dove siamo',
  oasis: association.oasisAddress.label,
  legalSeat: association.legalSeatAddress.label,
  visits: "Le visite all'Oasi sono su appuntamento: scrivici prima di venire.",
  /** The map, loaded only when asked: it sets Google cookies. */
  map: {
    notice:
      'La mappa è fornita da Google Maps, che può impostare i propri cookie: la carichiamo solo se lo chiedi.',
    show: 'Mostra la mappa',
    title: 'Mappa',
  },
};

export type ContactsTexts = typeof it;
