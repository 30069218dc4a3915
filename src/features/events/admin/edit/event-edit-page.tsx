import { useState } from 'react';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { useRead } from '#src/lib/async/use-result';
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

export function EventEditPage({ slug }: { readonly slug: string }) {
  const read = useRead(`Loading event ${slug} failed`, () => getEvent(slug), [slug]);
  return (
    <div className="admin-page event-edit-page">
      {read.state.status !== 'ready' && <PageHead title={`Eventi: ${slug}`} noindex />}
      <ReadState read={read} loading="Caricamento dell'evento…" failed="Evento non caricato:">
        {(event) => <LoadedEvent key={slug} event={event} />}
      </ReadState>
    </div>
  );
}
