import { Link } from 'react-router';
import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { publicHorseStatuses } from '#src/config/options';
import { paths } from '#src/config/paths';
import {
  horsesWithStatus,
  publicSectionTitles,
  webHorseListTexts,
} from '#src/features/horses/horse-labels';
import { useWebHorseList } from '#src/features/horses/use-web-horses';

const horseGridColumns = { small: 2, medium: 3, large: 6 } as const;

export function HorsesPage() {
  const horses = useWebHorseList();

  return (
    <section className="container-xxl page-section">
      <PageHead
        title="Cavalli"
        description="I cavalli e gli asini dell'Oasi: chi cerca casa, chi vive con noi e chi è stato adottato."
        image={headerImage('cavalli')}
      />
      <h1 className="page-title">I nostri cavalli</h1>
      <p className="lead">
        Ognuno ha una storia. Alcuni cercano una famiglia, altri resteranno con noi per sempre:
        tutti hanno bisogno di qualcuno che si prenda cura di loro.
      </p>
      <ReadState
        read={horses}
        loading={webHorseListTexts.loading}
        failed={webHorseListTexts.failed}
      >
        {(list) =>
          publicHorseStatuses.map((status) => {
            const group = horsesWithStatus(list, status);
            const headingId = `section-${status.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <section key={status} className="horse-section" aria-labelledby={headingId}>
                <h2 id={headingId} className="horse-section__title">
                  {publicSectionTitles[status]}
                </h2>
                {status === 'In cerca di casa' && (
                  <p>
                    Vuoi dare una casa a uno di loro?{' '}
                    <Link to={paths.adoptionApplication('it')}>Candidati per adottare</Link>: nella
                    pagina di ogni cavallo trovi anche il link per candidarti proprio per lui.
                  </p>
                )}
                {group.length === 0 ? (
                  <p>Nessun cavallo in questa sezione, per ora.</p>
                ) : (
                  <GalleryGrid
                    type="horses"
                    items={group}
                    columns={horseGridColumns}
                    label={publicSectionTitles[status]}
                  />
                )}
              </section>
            );
          })
        }
      </ReadState>
    </section>
  );
}
