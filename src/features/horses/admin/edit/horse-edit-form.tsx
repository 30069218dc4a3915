import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import { SaveBar, UnsavedChangesGuard, useEditForm } from '#src/components/forms';
import { paths } from '#src/config/paths';
import { useSession } from '#src/lib/session/session-context';
import { updateHorse } from '../../api/horses-api';
import type { Horse } from '../../model/horse';
import { editTitle, monthlyCostText, parseMonthlyCost, saveBlockedReason } from './horse-form';
import { HorseFormContext, type HorseFormBinding } from './horse-form-context';
import { AdoptionSection, RegistrySection, StatusSection, WebSection } from './horse-sections';
import { PhotoField } from './photo-field';
import './horse-edit.scss';

const sections: [key: string, title: string, content: ReactNode][] = [
  ['registry', 'Informazioni Anagrafiche', <RegistrySection key="registry" />],
  ['status', 'Stato', <StatusSection key="status" />],
  ['adoption', 'Adozione', <AdoptionSection key="adoption" />],
  ['web', 'Sito web', <WebSection key="web" />],
];

export interface HorseEditFormProps {
  readonly horse: Horse;
  readonly onSaved?: (horse: Horse) => void;
}

export function HorseEditForm({ horse: loaded, onSaved }: HorseEditFormProps) {
  const { user } = useSession();
  const form = useEditForm(loaded, (item) => updateHorse(user, loaded.slug, item));
  const { item, setField } = form;
  // Typed as text (the Italian comma, a field emptied to retype it): the horse gets it only as a
  // number.
  const [costTyped, setCostTyped] = useState(() => monthlyCostText(loaded.monthlyCost));
  const typeCost = useCallback(
    (typed: string) => {
      setCostTyped(typed);
      const cost = parseMonthlyCost(typed);
      if (cost.ok) setField('monthlyCost', cost.value);
    },
    [setField],
  );
  const blockedReason = saveBlockedReason(item, costTyped);
  const costInvalid = !parseMonthlyCost(costTyped).ok;
  const binding = useMemo<HorseFormBinding>(
    () => ({ item, setField, costTyped, typeCost }),
    [item, setField, costTyped, typeCost],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Salva is disabled then; Enter in a field must not save either.
    if (blockedReason) return;
    const saved = await form.save();
    if (saved) onSaved?.(saved);
  }

  return (
    <HorseFormContext.Provider value={binding}>
      <form
        className="horse-edit"
        noValidate
        aria-label={editTitle(loaded)}
        onSubmit={(event) => void submit(event)}
      >
        <Accordion alwaysOpen defaultActiveKey={[...sections.map(([key]) => key), 'photo']}>
          {sections.map(([key, title, content]) => (
            <Accordion.Item eventKey={key} key={key}>
              <Accordion.Header as="h2">{title}</Accordion.Header>
              <Accordion.Body>{content}</Accordion.Body>
            </Accordion.Item>
          ))}
          <Accordion.Item eventKey="photo">
            <Accordion.Header as="h2">Foto</Accordion.Header>
            <Accordion.Body>
              <PhotoField slug={loaded.slug} name={form.item.name} />
            </Accordion.Body>
          </Accordion.Item>
        </Accordion>
        <SaveBar
          saving={form.saving}
          feedback={form.feedback}
          backTo={paths.adminHorses()}
          disabled={blockedReason !== undefined}
          disabledReason={blockedReason}
        />
        {/* A cost typed wrong has not reached the horse yet: leaving would lose it, so ask too. */}
        <UnsavedChangesGuard when={form.dirty || costInvalid} />
      </form>
    </HorseFormContext.Provider>
  );
}
