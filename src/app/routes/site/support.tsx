import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { WebHorseGallery } from '#src/features/horses/web-horse-gallery';

export interface SupportTexts {
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  readonly circles: string;
  readonly circlesText: string;
  readonly circlesLink: string;
  readonly fivePerThousand: string;
  readonly fivePerThousandText: (taxCode: ReactNode) => ReactNode;
  readonly fivePerThousandLink: string;
  readonly donate: string;
  readonly byCard: string;
  readonly donateByCard: string;
  readonly byTransfer: string;
  readonly accountHolder: (name: string) => string;
  readonly byPaypal: string;
  readonly donateWithPaypal: string;
  readonly byPrepaidCard: string;
  readonly cardNumber: string;
  readonly cardHolder: (name: string) => string;
  readonly examplesIntro: string;
  readonly euros: string;
  readonly examples: readonly { readonly amount: number; readonly what: string }[];
  readonly volunteer: string;
  readonly volunteerText: ReactNode;
  readonly material: string;
  readonly materialText: ReactNode;
  readonly adopt: string;
  readonly adoptText: readonly ReactNode[];
  readonly residents: string;
  readonly residentsText: string;
  readonly residentsLabel: string;
}

export function SupportPage({
  language,
  texts: t,
}: {
  language: SiteLanguage;
  texts: SupportTexts;
}) {
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
