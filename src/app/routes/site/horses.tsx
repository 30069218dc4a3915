import { Link } from 'react-router';
import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { publicHorseStatuses } from '#src/config/options';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import {
  horsesWithStatus,
  publicSectionTitles,
  statusIn,
  webHorseListTexts,
} from '#src/features/horses/horse-labels';
import { useWebHorseList } from '#src/features/horses/use-web-horses';

const horseGridColumns = { small: 2, medium: 3, large: 6 } as const;

const texts = {
  it: {
    title: 'Cavalli',
    description:
      "I cavalli e gli asini dell'Oasi: chi cerca casa, chi vive con noi e chi è stato adottato.",
    heading: 'I nostri cavalli',
    lead: 'Ognuno ha una storia. Alcuni cercano una famiglia, altri resteranno con noi per sempre: tutti hanno bisogno di qualcuno che si prenda cura di loro.',
    adoptBefore: 'Vuoi dare una casa a uno di loro? ',
    adoptLink: 'Candidati per adottare',
    adoptAfter:
      ': nella pagina di ogni cavallo trovi anche il link per candidarti proprio per lui.',
    empty: 'Nessun cavallo in questa sezione, per ora.',
  },
  en: {
    title: 'Horses',
    description:
      'The horses and donkeys of the Oasis: those looking for a home, those who live with us and those who have found a family.',
    heading: 'Our horses',
    lead: 'Every one of them has a story. Some are looking for a family, others will stay with us for the rest of their lives: all of them need someone to look after them.',
    adoptBefore: 'Could you give one of them a home? ',
    adoptLink: 'Apply to adopt',
    adoptAfter: ': each horse’s page also has a link to apply for that horse in particular.',
    empty: 'No horses in this section for now.',
  },
} as const satisfies Record<SiteLanguage, unknown>;

export function HorsesPage({ language = 'it' }: { language?: SiteLanguage }) {
  const horses = useWebHorseList();
  const t = texts[language];
  const list = webHorseListTexts[language];

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
            const title =
              language === 'en' ? statusIn(status, language) : publicSectionTitles[status];
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
