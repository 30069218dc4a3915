import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { languageOfPath } from '#src/config/language-pages';
import { imageUrl } from '#src/lib/images/image-url';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { eventImagePath } from '#src/config/storage-paths';
import { loadEventView } from '#src/features/events/web-event-pages';
import type { WebEventView } from '#src/features/events/web-event-view';
import { readsOf, useLoaderRead } from '#src/lib/published/loader-reads';
import { SafeHtml } from '#src/lib/html/safe-html';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { NotFoundPage } from './not-found';
import { eventTexts } from './texts/event';

function EventDetail({ event }: { event: WebEventView }) {
  const { language, name, description } = event;
  const t = useTexts(eventTexts);
  const thumb = imageUrl(eventImagePath(event.slug, 'png'));
  return (
    <article className="container-xxl page-section event-detail">
      <PageHead
        title={name}
        description={`${name}: ${event.when}`}
        image={thumb}
        language={language}
      />
      <nav aria-label={t.breadcrumb}>
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

/** The event page's loader: the event in its address's language (decision 84). */
export const eventLoader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadEventView(readsOf(context), params.slug ?? '', languageOfPath(new URL(request.url).pathname));

export function EventPage() {
  const language = useSiteLanguage();
  const { slug = '' } = useParams();
  const t = useTexts(eventTexts);
  return (
    <ReadState
      read={useLoaderRead<WebEventView | null>(`Evento ${slug} non letto`, (reads, known) =>
        loadEventView(reads, slug, language, known),
      )}
      loading={t.loading}
      failed={t.failed}
      retry={t.retry}
      className="container-xxl page-section"
    >
      {(event) => (event ? <EventDetail event={event} /> : <NotFoundPage of="event" />)}
    </ReadState>
  );
}
