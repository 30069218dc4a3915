import { Link } from 'react-router';
import { PageHead } from '../../../components/seo/page-head';
import { association } from '../../../config/association';
import { paths } from '../../../config/paths';

export function HomePage() {
  return (
    <>
      <PageHead title="Home" />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container-xxl home-hero__inner">
          <p className="home-hero__eyebrow">Organizzazione di volontariato per cavalli e asini</p>
          <h1 id="home-title" className="home-hero__title">
            {association.name}
          </h1>
          <p className="home-hero__manifesto">{association.tagline}</p>
          <div className="home-hero__actions">
            <Link to={paths.support()} className="btn btn-accent btn-lg">
              Sostienici
            </Link>
            <Link to={paths.horses()} className="btn btn-outline-light btn-lg">
              Conosci i cavalli
            </Link>
          </div>
        </div>
      </section>
      <section className="container-xxl page-section">
        <p className="lead">
          Il nuovo sito è in costruzione: presto qui troverai le storie dei cavalli e degli asini
          che abbiamo salvato e tutti i modi per aiutarci.
        </p>
      </section>
    </>
  );
}
