import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';

export function AssociationPage() {
  return (
    <>
      <PageHead
        title="Associazione"
        description={`Chi siamo e cosa facciamo: ${association.name} salva cavalli e asini maltrattati, abbandonati o a fine carriera.`}
        image={headerImage('associazione')}
      />
      <PageHeader page="associazione" title="Chi siamo">
        <p>
          {association.name} è un&apos;organizzazione di volontariato che salva cavalli e asini e dà
          loro una seconda vita.
        </p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        <h2>Chi siamo</h2>
        <p>
          Siamo un gruppo di volontari: veterinari, maniscalchi, insegnanti, impiegati, studenti.
          Nessuno di noi è pagato. Ci unisce una convinzione semplice: un equide che non serve più a
          nessuno ha ancora diritto a una vita dignitosa.
        </p>
        <p>
          All&apos;Oasi vivono oggi decine di cavalli e asini, arrivati da sequestri per
          maltrattamento, da maneggi che hanno chiuso, dagli ippodromi, da proprietari anziani o in
          difficoltà che non potevano più occuparsene.
        </p>
        <h2>Cosa facciamo</h2>
        <ul>
          <li>
            <strong>Accogliamo</strong> equidi in difficoltà, spesso su richiesta delle autorità o
            dei servizi veterinari.
          </li>
          <li>
            <strong>Curiamo</strong> ogni animale: veterinario, dentista, pareggio dei piedi,
            alimentazione adatta all&apos;età e alla salute.
          </li>
          <li>
            <strong>Rieduchiamo</strong> con pazienza chi ha imparato ad avere paura dell&apos;uomo.
          </li>
          <li>
            <strong>Cerchiamo famiglie</strong> per chi può essere adottato, con un contratto di
            adozione, una visita preliminare e controlli nel tempo.
          </li>
          <li>
            <strong>Teniamo con noi</strong> per sempre chi è troppo anziano, malato o fragile per
            cambiare casa.
          </li>
          <li>
            <strong>Raccontiamo</strong> le loro storie, perché sempre più persone sappiano che un
            cavallo non è un oggetto.
          </li>
        </ul>
        <h2>Come puoi esserci</h2>
        <p>
          Puoi adottare a distanza uno dei nostri cavalli, fare una donazione, destinarci il 5x1000
          o venire a darci una mano all&apos;Oasi.
        </p>
        <p className="d-flex flex-wrap gap-2">
          <Link to={paths.support()} className="btn btn-primary">
            Scopri come aiutarci
          </Link>
          <Link to={paths.horses()} className="btn btn-outline-primary">
            Conosci i cavalli
          </Link>
        </p>
      </div>
    </>
  );
}
