import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { WebHorseGallery } from '#src/features/horses/web-horse-gallery';

const examples = [
  { amount: 50, what: 'una balla di fieno' },
  { amount: 60, what: 'il pareggio degli zoccoli' },
  { amount: 30, what: 'una vaccinazione' },
  { amount: 20, what: 'un vermifugo' },
];

export function SupportPage() {
  return (
    <>
      <PageHead
        title="Sostienici"
        description="Come aiutarci: 5x1000, donazioni, adozione a distanza da 20 euro al mese, volontariato e donazioni di materiale."
        image={headerImage('sostienici')}
      />
      <PageHeader page="sostienici" title="Sostienici">
        <p>
          Mantenere un cavallo costa circa 300 euro al mese. Ogni aiuto, piccolo o grande, diventa
          fieno, cure e una vita serena.
        </p>
      </PageHeader>
      <div className="container-xxl page-section support">
        <section aria-labelledby="support-circles" className="support-card support-card--accent">
          <h2 id="support-circles">Adotta a distanza, da 20 euro al mese</h2>
          <p>
            Entra nella cerchia di sostenitori di un cavallo o di un asino: con un contributo
            regolare, da 20 euro al mese, ci aiuti a prenderti cura di lui e ricevi notizie e foto.
          </p>
          <Link to={paths.circles()} className="btn btn-accent">
            Scopri le cerchie
          </Link>
        </section>

        <section aria-labelledby="support-5x1000" className="support-card">
          <h2 id="support-5x1000">Il tuo 5x1000</h2>
          <p>
            Nella dichiarazione dei redditi firma nel riquadro del volontariato e scrivi il nostro
            codice fiscale: <strong className="text-nowrap">{association.taxCode}</strong>. A te non
            costa nulla.
          </p>
          <Link to={paths.fivePerThousand()}>Come destinare il 5x1000</Link>
        </section>

        <section aria-labelledby="support-donate" className="support-card">
          <h2 id="support-donate">Fai una donazione</h2>
          <dl className="support-methods">
            <div>
              <dt>Con carta, una tantum</dt>
              <dd>
                <a href={association.cardPaymentUrl} className="btn btn-primary">
                  Dona con carta
                </a>
              </dd>
            </div>
            <div>
              <dt>Con bonifico</dt>
              <dd>
                IBAN <strong className="text-break">{association.iban}</strong>
                <br />
                intestato a {association.bankAccountHolder}
              </dd>
            </div>
            <div>
              <dt>Con PayPal</dt>
              <dd>
                <a href={association.paypalUrl}>Dona con PayPal</a>
              </dd>
            </div>
            <div>
              <dt>Con ricarica della carta prepagata</dt>
              <dd>
                {association.prepaidCard.label} n.{' '}
                <strong className="text-nowrap">{association.prepaidCard.number}</strong>
                <br />
                intestata a {association.prepaidCard.holder}
              </dd>
            </div>
          </dl>
          <p className="support-examples-intro">Per esempio, con la tua donazione paghi:</p>
          <ul className="support-examples">
            {examples.map((example) => (
              <li key={example.what}>
                <strong>{example.amount} euro</strong> {example.what}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="support-volunteer" className="support-card">
          <h2 id="support-volunteer">Vieni a darci una mano</h2>
          <p>
            All&apos;Oasi c&apos;è sempre bisogno di braccia: pulire i paddock, distribuire il
            fieno, spazzolare, accompagnare i visitatori, aiutare agli eventi. Non serve esperienza,
            solo costanza e voglia di imparare.{' '}
            <Link to={paths.contacts()}>Scrivici o chiamaci</Link> per organizzare la prima visita.
          </p>
        </section>

        <section aria-labelledby="support-material" className="support-card">
          <h2 id="support-material">Dona materiale</h2>
          <p>
            Fieno, mangimi per cavalli anziani, coperte, capezze, lunghine, attrezzi da scuderia,
            medicinali veterinari non scaduti: prima di portarli,{' '}
            <Link to={paths.contacts()}>contattaci</Link> per sapere cosa serve di più in questo
            momento.
          </p>
        </section>

        <section aria-labelledby="support-adopt" className="support-card">
          <h2 id="support-adopt">Adotta un cavallo</h2>
          <p>
            Alcuni dei nostri cavalli e asini cercano una famiglia che li accolga per sempre. Se hai
            spazio, tempo e amore da offrire,{' '}
            <Link to={paths.adoptionApplication('it')}>compila la candidatura di adozione</Link>.
          </p>
          <p>
            Se invece sei tu a dover cedere un cavallo,{' '}
            <Link to={paths.cessionApplication('it')}>scrivici con la richiesta di cessione</Link>:
            cercheremo insieme una strada.
          </p>
        </section>

        <section aria-labelledby="support-residents" className="support-residents">
          <h2 id="support-residents">Chi vive con noi all&apos;Oasi</h2>
          <p>
            Sono i cavalli e gli asini che resteranno con noi per sempre: hanno bisogno di te ogni
            giorno.
          </p>
          <WebHorseGallery show="Residente dell'Oasi" label="Residenti dell'Oasi" />
        </section>
      </div>
    </>
  );
}
