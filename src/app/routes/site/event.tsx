import { Link, useParams } from 'react-router';
import { imageUrl } from '#src/lib/images/image-url';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { eventImagePath } from '#src/config/storage-paths';
import { useWebEvent } from '#src/features/events/use-web-events';
import type { WebEventView } from '#src/features/events/web-event-view';
import { SafeHtml } from '#src/lib/html/safe-html';
import { NotFoundPage } from './not-found';

const texts = {
  it: {
    back: '← Tutti gli eventi',
    where: 'Dove',
    when: 'Quando',
    organisedBy: 'organizzato da',
    loading: "Caricamento dell'evento…",
    failed: 'Non riusciamo a mostrarti questo evento in questo momento:',
    retry: 'Riprova',
  },
  en: {
    back: '← All events',
    where: 'Where',
    when: 'When',
    organisedBy: 'organizzato da',
    loading: 'Loading the event…',
    failed: 'We cannot show this event right now:',
    retry: 'Try again',
  },
} as const;

function EventDetail({ event }: { event: WebEventView }) {
  const { language, name, description } = event;
  const t = texts[language];
  const thumb = imageUrl(eventImagePath(event.slug, 'png'));
  return (
    <article className="container-xxl page-section event-detail">
      <PageHead
        title={name}
        description={`${name}: ${event.when}`}
        image={thumb}
        language={language}
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
          fetchPriority="high"
        />
        <div>
          <h1 className="page-title">{name}</h1>
          <dl className="horse-facts">
            <div>
              <dt>{t.when}</dt>
              <dd>{event.when}</dd>
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

export function EventPage({ language }: { language: SiteLanguage }) {
  const { slug = '' } = useParams();
  const t = texts[language];
  return (
    <ReadState
      read={useWebEvent(slug, language)}
      loading={t.loading}
      failed={t.failed}
      retry={t.retry}
      className="container-xxl page-section"
    >
      {(event) => (event ? <EventDetail event={event} /> : <NotFoundPage of="event" />)}
    </ReadState>
  );
}
