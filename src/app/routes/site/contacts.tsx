import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { SocialLinks } from '#src/components/layout/social-links';
import { PageHead } from '#src/components/seo/page-head';
import { association, formatAddress, phoneHref } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';

const mapTexts = {
  it: {
    notice:
      'La mappa è fornita da Google Maps, che può impostare i propri cookie: la carichiamo solo se lo chiedi.',
    show: 'Mostra la mappa',
    title: 'Mappa',
  },
  en: {
    notice:
      'The map comes from Google Maps, which may set its own cookies: we load it only if you ask.',
    show: 'Show the map',
    title: 'Map',
  },
} as const satisfies Record<SiteLanguage, unknown>;

/** Loaded only when asked: it sets Google cookies. */
export function OasisMap({ language = 'it' }: { language?: SiteLanguage }) {
  const [shown, setShown] = useState(false);
  const t = mapTexts[language];
  const query = encodeURIComponent(formatAddress(association.oasisAddress));
  if (!shown) {
    return (
      <div className="map-placeholder">
        <p>{t.notice}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => setShown(true)}>
          {t.show}
        </button>
      </div>
    );
  }
  return (
    <iframe
      className="map-frame"
      title={`${t.title}: ${association.oasisAddress.label}`}
      src={`https://www.google.com/maps?q=${query}&output=embed`}
      width={600}
      height={400}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}

export function ContactsPage() {
  const { oasisAddress, legalSeatAddress } = association;
  return (
    <>
      <PageHead
        title="Contatti"
        description={`Scrivi o chiama ${association.name}, vieni a trovarci all'Oasi.`}
        image={headerImage('contatti')}
      />
      <PageHeader page="contatti" title="Contatti">
        <p>Per adozioni, visite, volontariato o per segnalarci un cavallo in difficoltà.</p>
      </PageHeader>
      <div className="container-xxl page-section contacts">
        <div className="contacts__grid">
          <section aria-labelledby="contacts-write">
            <h2 id="contacts-write">Scrivici o chiamaci</h2>
            <dl className="contact-list">
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${association.email}`}>{association.email}</a>
                </dd>
              </div>
              <div>
                <dt>Telefono</dt>
                <dd>
                  <a href={phoneHref(association.phone)}>{association.phone}</a>
                </dd>
              </div>
            </dl>
            <p>
              Vuoi adottare un cavallo?{' '}
              <Link to={paths.adoptionApplication('it')}>Compila la candidatura di adozione</Link>.
              Devi cedere un cavallo?{' '}
              <Link to={paths.cessionApplication('it')}>Scrivici con la richiesta di cessione</Link>
              .
            </p>
            <h2>Seguici</h2>
            <SocialLinks />
          </section>
          <section aria-labelledby="contacts-where">
            <h2 id="contacts-where">Dove siamo</h2>
            <dl className="contact-list">
              <div>
                <dt>{oasisAddress.label}</dt>
                <dd>
                  <address>{formatAddress(oasisAddress)}</address>
                </dd>
              </div>
              <div>
                <dt>{legalSeatAddress.label}</dt>
                <dd>
                  <address>{formatAddress(legalSeatAddress)}</address>
                </dd>
              </div>
            </dl>
            <p>Le visite all&apos;Oasi sono su appuntamento: scrivici prima di venire.</p>
          </section>
        </div>
        <OasisMap />
      </div>
    </>
  );
}
