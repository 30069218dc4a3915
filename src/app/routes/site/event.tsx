import { Link, useParams } from 'react-router';
import { imageUrl } from '../../../components/gallery/image-url';
import { eventName } from '../../../components/gallery/gallery-cards';
import { PageHead } from '../../../components/seo/page-head';
import { Loading } from '../../../components/ui/loading';
import { association } from '../../../config/association';
import { paths } from '../../../config/paths';
import type { SiteLanguage } from '../../../config/site';
import type { HorseEvent } from '../../../features/events/model/event';
import { loadEvent } from '../../../features/events/web-events';
import { useResult } from '../../../lib/async/use-result';
import { formatEventDate } from '../../../lib/format/dates';
import { SafeHtml } from '../../../lib/html/safe-html';
import { NotFoundPage } from './not-found';

const texts = {
  it: { back: '← Tutti gli eventi', where: 'Dove', when: 'Quando', organisedBy: 'organizzato da' },
  en: { back: '← All events', where: 'Where', when: 'When', organisedBy: 'organizzato da' },
} as const;

function EventDetail({ event, language }: { event: HorseEvent; language: SiteLanguage }) {
  const t = texts[language];
  const name = eventName(event, language);
  const description =
    language === 'en' ? event.description_en || event.description_it : event.description_it;
  const thumb = imageUrl(`events/${event.slug}-thumb.png`);
  return (
    <article className="container-xxl page-section event-detail">
      <PageHead
        title={name}
        description={`${name}: ${formatEventDate(event.date, language)}`}
        image={thumb}
        language={language}
        alternates={{ it: paths.event('it', event.slug), en: paths.event('en', event.slug) }}
      />
      <nav aria-label={language === 'it' ? 'Percorso' : 'Breadcrumb'}>
        <Link to={paths.events(language)}>{t.back}</Link>
      </nav>
      <div className="event-detail__grid">
        <img
          className="event-detail__image"
          src={thumb}
          alt={`${name} ${t.organisedBy} ${association.name}`}
          width={400}
          height={400}
        />
        <div>
          <h1 className="page-title">{name}</h1>
          <dl className="horse-facts">
            <div>
              <dt>{t.when}</dt>
              <dd>{formatEventDate(event.date, language)}</dd>
            </div>
            {event.location && (
              <div>
                <dt>{t.where}</dt>
                <dd>{event.location}</dd>
              </div>
            )}
          </dl>
          {description && <SafeHtml html={description} />}
        </div>
      </div>
    </article>
  );
}

/** An event's page, in Italian or English; the not-found page for an unknown event. */
export function EventPage({ language }: { language: SiteLanguage }) {
  const { slug = '' } = useParams();
  const event = useResult(() => loadEvent(slug), [slug]);
  if (event.status === 'loading') {
    return (
      <div className="container-xxl page-section">
        <Loading />
      </div>
    );
  }
  if (event.status === 'failed') return <NotFoundPage />;
  return <EventDetail event={event.data} language={language} />;
}
