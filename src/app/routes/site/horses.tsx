import { Link } from 'react-router';
import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { publicHorseStatuses } from '#src/config/options';
import { paths } from '#src/config/paths';
import { horsesWithStatus, statusIn } from '#src/features/horses/horse-labels';
import { webHorseTexts } from '#src/features/horses/texts';
import { useWebHorseList } from '#src/features/horses/use-web-horses';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { horsesTexts } from './texts/horses';

const horseGridColumns = { small: 2, medium: 3, large: 6 } as const;

export function HorsesPage() {
  const language = useSiteLanguage();
  const horses = useWebHorseList();
  const t = useTexts(horsesTexts);
  const list = useTexts(webHorseTexts).list;

  return (
    <section className="container-xxl page-section">
      <PageHead
        title={t.title}
        description={t.description}
        image={headerImage('cavalli')}
        language={language}
      />
      <h1 className="page-title">{t.heading}</h1>
      <p className="lead">{t.lead}</p>
      <ReadState read={horses} loading={list.loading} failed={list.failed} retry={list.retry}>
        {(list) =>
          publicHorseStatuses.map((status) => {
            const group = horsesWithStatus(list, status);
            const headingId = `section-${status.replace(/\W+/g, '-').toLowerCase()}`;
            const title = statusIn(status, language);
            return (
              <section key={status} className="horse-section" aria-labelledby={headingId}>
                <h2 id={headingId} className="horse-section__title">
                  {title}
                </h2>
                {status === 'In cerca di casa' && (
                  <p>
                    {t.adoptBefore}
                    <Link to={paths.adoptionApplication(language)}>{t.adoptLink}</Link>
                    {t.adoptAfter}
                  </p>
                )}
                {group.length === 0 ? (
                  <p>{t.empty}</p>
                ) : (
                  <GalleryGrid
                    type="horses"
                    items={group}
                    columns={horseGridColumns}
                    label={title}
                    lang={language}
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
