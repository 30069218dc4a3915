import { useEffect, useState } from 'react';
import { PageHead } from '#src/components/seo/page-head';
import { Loading } from '#src/components/ui/loading';
import { useResult } from '#src/lib/async/use-result';
import { getEvent } from '../../api/events-api';
import type { HorseEvent } from '../../model/event';
import { eventEditTitle } from '../event-admin';
import { EventEditForm } from './event-edit-form';

function LoadedEvent({ event }: { readonly event: HorseEvent }) {
  const [saved, setSaved] = useState(event);
  const title = eventEditTitle(saved);
  return (
    <>
      <PageHead title={title} noindex />
      <h1 className="admin-page-title">{title}</h1>
      <EventEditForm event={event} onSaved={setSaved} />
    </>
  );
}

/**
 * Staff: edit an event (docs/product.md "Event edit"). A spinner while loading; a failed load (an unknown slug
 * included) is only logged and the page stays on the loader (docs/product.md §8).
 */
export function EventEditPage({ slug }: { readonly slug: string }) {
  const state = useResult(() => getEvent(slug), [slug]);
  const error = state.status === 'failed' ? state.error : undefined;
  useEffect(() => {
    if (error) console.error(`Loading event ${slug} failed: ${error.message}`, error);
  }, [error, slug]);

  return (
    <div className="admin-page event-edit-page">
      {state.status === 'ready' ? (
        <LoadedEvent key={slug} event={state.data} />
      ) : (
        <>
          <PageHead title={`Eventi: ${slug}`} noindex />
          <Loading label="Caricamento dell'evento…" />
        </>
      )}
    </div>
  );
}
