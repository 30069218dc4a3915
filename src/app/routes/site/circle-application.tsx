import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { paths } from '../../../config/paths';
import type { SiteLanguage } from '../../../config/site';

const titles: Record<SiteLanguage, string> = {
  it: 'Candidatura cerchia',
  en: 'Circle application',
};

/** One form, Italian and English labels; mounted at both language paths. */
export function CircleApplicationPage({ language }: { readonly language: SiteLanguage }) {
  return (
    <PagePlaceholder
      title={titles[language]}
      head={{
        language,
        alternates: { it: paths.circleApplication('it'), en: paths.circleApplication('en') },
      }}
    />
  );
}
