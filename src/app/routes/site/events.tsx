import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { paths } from '../../../config/paths';
import type { SiteLanguage } from '../../../config/site';

const titles: Record<SiteLanguage, string> = { it: 'Eventi', en: 'Events' };

export function EventsPage({ language }: { readonly language: SiteLanguage }) {
  return (
    <PagePlaceholder
      title={titles[language]}
      head={{ language, alternates: { it: paths.events('it'), en: paths.events('en') } }}
    />
  );
}
