import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { associationTexts } from './texts/association';

export function AssociationPage() {
  const language = useSiteLanguage();
  const t = useTexts(associationTexts);
  return (
    <>
      <PageHead
        title={t.title}
        description={t.description}
        image={headerImage('associazione')}
        language={language}
      />
      <PageHeader page="associazione" title={t.heading}>
        <p>{t.intro}</p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        {t.who.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h2>{t.what}</h2>
        <ul>
          {t.activities.map(({ verb, rest }) => (
            <li key={verb}>
              <strong>{verb}</strong> {rest}
            </li>
          ))}
        </ul>
        <h2>{t.join}</h2>
        <p>{t.joinText}</p>
        <p className="d-flex flex-wrap gap-2">
          <Link to={paths.support(language)} className="btn btn-primary">
            {t.howToHelp}
          </Link>
          <Link to={paths.horses(language)} className="btn btn-outline-primary">
            {t.meetHorses}
          </Link>
        </p>
      </div>
    </>
  );
}
