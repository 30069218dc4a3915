import { useState } from 'react';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { SocialLinks } from '#src/components/layout/social-links';
import { PageHead } from '#src/components/seo/page-head';
import { association, formatAddress, phoneHref } from '#src/config/association';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { contactsTexts } from './texts/contacts';

/** Loaded only when asked: it sets Google cookies. */
export function OasisMap() {
  const [shown, setShown] = useState(false);
  const t = useTexts(contactsTexts).map;
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
  const language = useSiteLanguage();
  const t = useTexts(contactsTexts);
  const { oasisAddress, legalSeatAddress } = association;
  return (
    <>
      <PageHead
        title={t.title}
        description={t.description}
        image={headerImage('contatti')}
        language={language}
      />
      <PageHeader page="contatti" title={t.title}>
        <p>{t.intro}</p>
      </PageHeader>
      <div className="container-xxl page-section contacts">
        <div className="contacts__grid">
          <section aria-labelledby="contacts-write">
            <h2 id="contacts-write">{t.write}</h2>
            <dl className="contact-list">
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${association.email}`}>{association.email}</a>
                </dd>
              </div>
              <div>
                <dt>{t.phone}</dt>
                <dd>
                  <a href={phoneHref(association.phone)}>{association.phone}</a>
                </dd>
              </div>
            </dl>
            <p>{t.forms}</p>
            <h2>{t.follow}</h2>
            <SocialLinks />
          </section>
          <section aria-labelledby="contacts-where">
            <h2 id="contacts-where">{t.where}</h2>
            <dl className="contact-list">
              <div>
                <dt>{t.oasis}</dt>
                <dd>
                  <address>{formatAddress(oasisAddress)}</address>
                </dd>
              </div>
              <div>
                <dt>{t.legalSeat}</dt>
                <dd>
                  <address>{formatAddress(legalSeatAddress)}</address>
                </dd>
              </div>
            </dl>
            <p>{t.visits}</p>
          </section>
        </div>
        <OasisMap />
      </div>
    </>
  );
}
