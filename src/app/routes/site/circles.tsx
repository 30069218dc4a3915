import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';
import { WebHorseGallery } from '#src/features/horses/web-horse-gallery';

export function CirclesPage() {
  return (
    <>
      <PageHead
        title="Cerchie"
        description="Entra nella cerchia di sostenitori di un cavallo: l'adozione a distanza, da 20 euro al mese."
        image={headerImage('cerchie')}
      />
      <PageHeader page="cerchie" title="Le cerchie dei sostenitori">
        <p>L&apos;adozione a distanza: un cavallo, tante persone che se ne prendono cura.</p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        <h2>Come funziona</h2>
        <ol>
          <li>Scegli un cavallo o un asino tra quelli dell&apos;Oasi.</li>
          <li>
            Decidi quanto e ogni quanto contribuire: da 20 euro al mese, anche ogni tre, sei o
            dodici mesi.
          </li>
          <li>
            Compila la candidatura: ti scriveremo con i dati per il pagamento, con bonifico o
            PayPal.
          </li>
          <li>
            Entri nella sua cerchia: riceverai notizie, foto e l&apos;invito a venirlo a trovare.
          </li>
        </ol>
        <p>
          Ogni cavallo costa circa 300 euro al mese tra fieno, veterinario, maniscalco e cure: la
          sua cerchia è il gruppo di persone che insieme lo rendono possibile.
        </p>
        <p>
          Ha una cerchia ogni cavallo che vive all&apos;Oasi a spese dell&apos;associazione: i
          residenti e chi aspetta una casa. Quando un cavallo viene adottato, delle sue cure si
          occupa chi lo accoglie e la sua cerchia si chiude: ti proporremo un altro cavallo da
          sostenere.
        </p>
        <p>
          <Link to={paths.circleApplication('it')} className="btn btn-accent btn-lg">
            Candidati per una cerchia
          </Link>
        </p>
        <h2>Chi aspetta la sua cerchia</h2>
        <p>
          Prima chi ha più bisogno: per ognuno, quanto del suo costo mensile coprono già i suoi
          sostenitori.
        </p>
        <WebHorseGallery show="circles" label="Cavalli e asini con una cerchia" />
      </div>
    </>
  );
}
