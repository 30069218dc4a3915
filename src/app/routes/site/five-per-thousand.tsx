import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';

export function FivePerThousandPage() {
  return (
    <>
      <PageHead
        title="5x1000"
        description={`Destina il 5x1000 a ${association.name}: codice fiscale ${association.taxCode}.`}
        image={headerImage('cinque-x-mille')}
      />
      <PageHeader page="cinque-x-mille" title="5x1000">
        <p>Una firma che a te non costa nulla, per loro vale moltissimo.</p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        <section aria-labelledby="tax-code" className="tax-code">
          <h2 id="tax-code">Il nostro codice fiscale</h2>
          <p className="tax-code__value">{association.taxCode}</p>
        </section>
        <h2>Che cos&apos;è il 5x1000</h2>
        <p>
          Ogni anno lo Stato lascia ai contribuenti la scelta di destinare il cinque per mille della
          propria IRPEF a un ente del Terzo settore. Non è una tassa in più e non sostituisce
          l&apos;8 o il 2 per mille: se non scegli, quella quota resta allo Stato.
        </p>
        <h2>Come fare</h2>
        <ol>
          <li>
            Nel modello 730, nel modello Redditi o nella scheda della Certificazione Unica trova il
            riquadro per il sostegno degli enti del Terzo settore.
          </li>
          <li>Firma nel riquadro.</li>
          <li>
            Scrivi sotto la firma il codice fiscale di {association.name}:{' '}
            <strong>{association.taxCode}</strong>.
          </li>
        </ol>
        <p>
          Puoi farlo anche se non presenti la dichiarazione: consegna la scheda della Certificazione
          Unica firmata in una busta chiusa a un ufficio postale o a un CAF.
        </p>
        <p>Passa parola: chiedilo a familiari e amici. Sono firme che diventano fieno e cure.</p>
      </div>
    </>
  );
}
