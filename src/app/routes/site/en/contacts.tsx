import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { SocialLinks } from '#src/components/layout/social-links';
import { PageHead } from '#src/components/seo/page-head';
import { association, formatAddress, phoneHref } from '#src/config/association';
import { paths } from '#src/config/paths';
import { OasisMap } from '../contacts';

const addressLabels = { oasis: 'The Oasis', legalSeat: 'Registered office' } as const;

export function EnglishContactsPage() {
  const { oasisAddress, legalSeatAddress } = association;
  return (
    <>
      <PageHead
        title="Contacts"
        description={`Write to or call ${association.name}, and come and visit us at the Oasis.`}
        image={headerImage('contatti')}
        language="en"
      />
      <PageHeader page="contatti" title="Contacts">
        <p>For adoptions, visits and volunteering, or to tell us about a horse in trouble.</p>
      </PageHeader>
      <div className="container-xxl page-section contacts">
        <div className="contacts__grid">
          <section aria-labelledby="contacts-write">
            <h2 id="contacts-write">Write to us or call us</h2>
            <dl className="contact-list">
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${association.email}`}>{association.email}</a>
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={phoneHref(association.phone)}>{association.phone}</a>
                </dd>
              </div>
            </dl>
            <p>
              Would you like to adopt a horse?{' '}
              <Link to={paths.adoptionApplication('en')}>Fill in the adoption form</Link>. Do you
              have to give up a horse?{' '}
              <Link to={paths.cessionApplication('en')}>Write to us with the surrender form</Link>.
            </p>
            <h2>Follow us</h2>
            <SocialLinks />
          </section>
          <section aria-labelledby="contacts-where">
            <h2 id="contacts-where">Where we are</h2>
            <dl className="contact-list">
              <div>
                <dt>{addressLabels.oasis}</dt>
                <dd>
                  <address>{formatAddress(oasisAddress)}</address>
                </dd>
              </div>
              <div>
                <dt>{addressLabels.legalSeat}</dt>
                <dd>
                  <address>{formatAddress(legalSeatAddress)}</address>
                </dd>
              </div>
            </dl>
            <p>Visits to the Oasis are by appointment only: please write to us before you come.</p>
          </section>
        </div>
        <OasisMap language="en" />
      </div>
    </>
  );
}
