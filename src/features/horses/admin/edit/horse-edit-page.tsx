import { useState, type ReactNode } from 'react';
import { SavePartsScope, useSaveParts } from '#src/components/forms';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { useRead } from '#src/lib/async/use-result';
import { getHorse } from '../../api/horses-api';
import type { Horse } from '../../model/horse';
import { BdnDeadlineNotice } from './bdn-deadline-notice';
import { editTitle } from './horse-form';
import { HorseEditForm } from './horse-edit-form';

/** A part registered with `useSavePart` inside them is saved by the horse's Salva. */
export type HorseEditSections = (horse: Horse) => ReactNode;

function LoadedHorse({ horse, sections }: { horse: Horse; sections?: HorseEditSections }) {
  const [saved, setSaved] = useState(horse);
  const parts = useSaveParts();
  const title = editTitle(saved);
  return (
    <>
      <PageHead title={title} noindex />
      <h1 className="admin-page-title">{title}</h1>
      <BdnDeadlineNotice horse={saved} />
      <SavePartsScope parts={parts}>
        <HorseEditForm horse={horse} onSaved={setSaved} parts={parts}>
          {sections?.(saved)}
        </HorseEditForm>
      </SavePartsScope>
    </>
  );
}

export function HorseEditPage({
  slug,
  sections,
}: {
  readonly slug: string;
  readonly sections?: HorseEditSections;
}) {
  const read = useRead(`Loading horse ${slug} failed`, () => getHorse(slug), [slug]);
  return (
    <div className="admin-page horse-edit-page">
      {read.state.status !== 'ready' && <PageHead title={`Cavalli: ${slug}`} noindex />}
      <ReadState read={read} loading="Caricamento del cavallo…" failed="Cavallo non caricato:">
        {(horse) => <LoadedHorse key={slug} horse={horse} sections={sections} />}
      </ReadState>
    </div>
  );
}
