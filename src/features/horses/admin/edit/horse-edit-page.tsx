import { useEffect, useState, type ReactNode } from 'react';
import { PageHead } from '#src/components/seo/page-head';
import { Loading } from '#src/components/ui/loading';
import { useResult } from '#src/lib/async/use-result';
import { getHorse } from '../../api/horses-api';
import type { Horse } from '../../model/horse';
import { BdnDeadlineNotice } from './bdn-deadline-notice';
import { editTitle } from './horse-form';
import { HorseEditForm } from './horse-edit-form';

export type HorseEditSections = (horse: Horse) => ReactNode;

function LoadedHorse({ horse, sections }: { horse: Horse; sections?: HorseEditSections }) {
  const [saved, setSaved] = useState(horse);
  const title = editTitle(saved);
  return (
    <>
      <PageHead title={title} noindex />
      <h1 className="admin-page-title">{title}</h1>
      <BdnDeadlineNotice horse={saved} />
      <HorseEditForm horse={horse} onSaved={setSaved} />
      {sections?.(saved)}
    </>
  );
}

/** A failed load is only logged and the page stays on the loader (docs/product.md §8). */
export function HorseEditPage({
  slug,
  sections,
}: {
  readonly slug: string;
  readonly sections?: HorseEditSections;
}) {
  const state = useResult(() => getHorse(slug), [slug]);
  const error = state.status === 'failed' ? state.error : undefined;
  useEffect(() => {
    if (error) console.error(`Loading horse ${slug} failed: ${error.message}`, error);
  }, [error, slug]);

  return (
    <div className="admin-page horse-edit-page">
      {state.status === 'ready' ? (
        <LoadedHorse key={slug} horse={state.data} sections={sections} />
      ) : (
        <>
          <PageHead title={`Cavalli: ${slug}`} noindex />
          <Loading label="Caricamento del cavallo…" />
        </>
      )}
    </div>
  );
}
