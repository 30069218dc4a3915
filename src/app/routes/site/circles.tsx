import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { circlesTexts } from './texts/circles';
import { WebHorseGallery } from '#src/features/horses/web-horse-gallery';

export function CirclesPage() {
  const language = useSiteLanguage();
  const t = useTexts(circlesTexts);
  return (
    <>
      <PageHead
        title={t.title}
        description={t.description}
        image={headerImage('cerchie')}
        language={language}
      />
      <PageHeader page="cerchie" title={t.heading}>
        <p>{t.intro}</p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        <h2>{t.how}</h2>
        <ol>
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{t.cost}</p>
        <p>{t.who}</p>
        <p>
          <Link to={paths.circleApplication(language)} className="btn btn-accent btn-lg">
            {t.apply}
          </Link>
        </p>
        <h2>{t.waiting}</h2>
        <p>{t.waitingText}</p>
        <WebHorseGallery show="circles" label={t.galleryLabel} />
      </div>
    </>
  );
}
