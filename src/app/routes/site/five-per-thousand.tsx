import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { fivePerThousandTexts } from './texts/five-per-thousand';

export function FivePerThousandPage() {
  const language = useSiteLanguage();
  const t = useTexts(fivePerThousandTexts);
  const { find, sign, write } = t.steps;
  return (
    <>
      <PageHead
        title="5x1000"
        description={t.description}
        image={headerImage('cinque-x-mille')}
        language={language}
      />
      <PageHeader page="cinque-x-mille" title="5x1000">
        <p>{t.intro}</p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        <section aria-labelledby="tax-code" className="tax-code">
          <h2 id="tax-code">{t.taxCode}</h2>
          <p className="tax-code__value">{association.taxCode}</p>
        </section>
        <h2>{t.what}</h2>
        <p>{t.whatText}</p>
        <h2>{t.how}</h2>
        <ol>
          <li>{find}</li>
          <li>{sign}</li>
          <li>{write(<strong>{association.taxCode}</strong>)}</li>
        </ol>
        <p>{t.withoutReturn}</p>
        <p>{t.spreadTheWord}</p>
      </div>
    </>
  );
}
