import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { SelectInput, TextInput } from '#src/components/forms';
import type { LogFilters } from '../api/logs-api';
import type { LogCollection } from '../model/log-entry';
import { collectionFilterChoices } from './log-filters';

export interface LogFilterFormProps {
  readonly filters: LogFilters;
  readonly onChange: (filters: LogFilters) => void;
}

/** The slug applies with Filtra or Enter, so that the list is not read again at every key. */
export function LogFilterForm({ filters, onChange }: LogFilterFormProps) {
  const applied = filters.slug ?? '';
  const [draft, setDraft] = useState({ applied, text: applied });
  let text = draft.text;
  if (draft.applied !== applied) {
    // The URL changed elsewhere (back, a link): the field shows the slug it filters by.
    text = applied;
    setDraft({ applied, text });
  }

  const apply = (collection: LogCollection | undefined) =>
    onChange({ collection, slug: text.trim() || undefined });

  return (
    <form
      className="logs-admin__filters"
      aria-label="Filtri"
      onSubmit={(event) => {
        event.preventDefault();
        apply(filters.collection);
      }}
    >
      <SelectInput
        label="Raccolta"
        name="collection"
        value={filters.collection ?? ''}
        options={collectionFilterChoices}
        onChange={(value) => apply((value || undefined) as LogCollection | undefined)}
      />
      <TextInput
        label="Slug"
        name="slug"
        value={text}
        autoComplete="off"
        description="Lo slug o il codice dell'elemento; Invio per filtrare."
        onChange={(value) => setDraft({ applied, text: value })}
      />
      <Button type="submit" variant="outline-primary" className="logs-admin__apply">
        Filtra
      </Button>
    </form>
  );
}
