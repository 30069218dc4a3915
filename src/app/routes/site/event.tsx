import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { paths } from '../../../config/paths';
import type { SiteLanguage } from '../../../config/site';

const titles: Record<SiteLanguage, string> = { it: 'Evento', en: 'Event' };

export function EventPage({ language }: { readonly language: SiteLanguage }) {
  const { slug = '' } = useParams();
  return (
    <PagePlaceholder
      title={`${titles[language]}: ${slug}`}
      head={{
        language,
        alternates: { it: paths.event('it', slug), en: paths.event('en', slug) },
      }}
    />
  );
}
