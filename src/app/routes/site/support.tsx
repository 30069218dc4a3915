import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { supportTexts } from './texts/support';
import { WebHorseGallery } from '#src/features/horses/web-horse-gallery';

export function SupportPage() {
  const language = useSiteLanguage();
  const t = useTexts(supportTexts);
  const { prepaidCard } = association;
  return (
    <>
      <PageHead
        title={t.title}
        description={t.description}
        image={headerImage('sostienici')}
        language={language}
      />
      <PageHeader page="sostienici" title={t.title}>
        <p>{t.intro}</p>
      </PageHeader>
      <div className="container-xxl page-section support">
        <section aria-labelledby="support-circles" className="support-card support-card--accent">
          <h2 id="support-circles">{t.circles}</h2>
          <p>{t.circlesText}</p>
          <Link to={paths.circles(language)} className="btn btn-accent">
            {t.circlesLink}
          </Link>
        </section>

        <section aria-labelledby="support-5x1000" className="support-card">
          <h2 id="support-5x1000">{t.fivePerThousand}</h2>
          <p>
            {t.fivePerThousandText(<strong className="text-nowrap">{association.taxCode}</strong>)}
          </p>
          <Link to={paths.fivePerThousand(language)}>{t.fivePerThousandLink}</Link>
        </section>

        <section aria-labelledby="support-donate" className="support-card">
          <h2 id="support-donate">{t.donate}</h2>
          <dl className="support-methods">
            <div>
              <dt>{t.byCard}</dt>
              <dd>
                <a href={association.cardPaymentUrl} className="btn btn-primary">
                  {t.donateByCard}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t.byTransfer}</dt>
              <dd>
                IBAN <strong className="text-break">{association.iban}</strong>
                <br />
                {t.accountHolder(association.bankAccountHolder)}
              </dd>
            </div>
            <div>
              <dt>{t.byPaypal}</dt>
              <dd>
                <a href={association.paypalUrl}>{t.donateWithPaypal}</a>
              </dd>
            </div>
            <div>
              <dt>{t.byPrepaidCard}</dt>
              <dd>
                {prepaidCard.label} {t.cardNumber}{' '}
                <strong className="text-nowrap">{prepaidCard.number}</strong>
                <br />
                {t.cardHolder(prepaidCard.holder)}
              </dd>
            </div>
          </dl>
          <p className="support-examples-intro">{t.examplesIntro}</p>
          <ul className="support-examples">
            {t.examples.map((example) => (
              <li key={example.what}>
                <strong>
                  {example.amount} {t.euros}
                </strong>{' '}
                {example.what}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="support-volunteer" className="support-card">
          <h2 id="support-volunteer">{t.volunteer}</h2>
          <p>{t.volunteerText}</p>
          <Link to={paths.volunteering(language)} className="btn btn-primary">
            {t.volunteerLink}
          </Link>
        </section>

        <section aria-labelledby="support-material" className="support-card">
          <h2 id="support-material">{t.material}</h2>
          <p>{t.materialText}</p>
        </section>

        <section aria-labelledby="support-adopt" className="support-card">
          <h2 id="support-adopt">{t.adopt}</h2>
          {t.adoptText.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby="support-residents" className="support-residents">
          <h2 id="support-residents">{t.residents}</h2>
          <p>{t.residentsText}</p>
          <WebHorseGallery show="Residente dell'Oasi" label={t.residentsLabel} />
        </section>
      </div>
    </>
  );
}
