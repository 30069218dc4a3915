import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import Accordion from 'react-bootstrap/Accordion';
import {
  missingWithParts,
  refuseWithParts,
  SaveBar,
  UnsavedChangesGuard,
  useEditForm,
  type SaveFeedbackState,
  type SaveParts,
} from '#src/components/forms';
import { paths } from '#src/config/paths';
import { useAction } from '#src/hooks/use-action';
import { fail, ok, type Result } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { updateHorse } from '../../api/horses-api';
import type { Horse } from '../../model/horse';
import { useCircleClosingCheck } from './circle-closing-check';
import {
  editTitle,
  horseErrors,
  horseFieldLabels,
  monthlyCostText,
  parseMonthlyCost,
} from './horse-form';
import { HorseFormContext, type HorseFormBinding } from './horse-form-context';
import { horseSections, HorseSection } from './horse-sections';
import { PhotoField, useHorsePhoto } from './photo-field';
import './horse-edit.scss';

export const photoFailedPrefix = 'La foto non è stata salvata, e nemmeno il resto:';

export interface HorseEditFormProps {
  readonly horse: Horse;
  readonly onSaved?: (horse: Horse) => void;
  /** The parts of the page saved by the same Salva (the care intervals). */
  readonly parts?: SaveParts;
  /** Shown between the form and its save bar: the horse's records, each with its own editor. */
  readonly children?: ReactNode;
}

/**
 * One Salva for everything that is the horse's own: its fields, its photo (stored first, then named
 * in the horse's log entry) and the parts the page registers (docs/decisions/0058-one-save-per-horse.md).
 */
export function HorseEditForm({ horse: loaded, onSaved, parts, children }: HorseEditFormProps) {
  const { user } = useSession();
  const formId = useId();
  const photo = useHorsePhoto(loaded.slug);
  // Stored by this page but not yet named by a committed entry: the next save names them.
  const storedFiles = useRef<readonly string[]>([]);
  // Typed as text (the Italian comma, a field emptied to retype it): the horse gets it only as a
  // number.
  const [costTyped, setCostTyped] = useState(() => monthlyCostText(loaded.monthlyCost));
  const form = useEditForm(
    loaded,
    (item) => updateHorse(user, loaded.slug, item, storedFiles.current),
    {
      errors: (item) => horseErrors(item, costTyped, loaded.adopterEmail),
      labels: horseFieldLabels,
    },
  );
  const { item, setField: setItemField, errors, bindForm } = form;
  const circle = useCircleClosingCheck(loaded.slug, item.name || loaded.slug, form.saved, item);
  // Stored but not yet named by a committed entry (its commit failed): leaving would lose that.
  const [unnamed, setUnnamed] = useState(false);
  // Ends as 'saved', as 'form' when the form's own save failed (its bar says why), or failed
  // with the photo's or a part's message.
  const saveAll = useAction(async (): Promise<Result<'saved' | 'form'>> => {
    const uploaded = await photo.upload();
    if (!uploaded.success) {
      return fail(uploaded.error.code, `${photoFailedPrefix} ${uploaded.error.message}`);
    }
    storedFiles.current = [...new Set([...storedFiles.current, ...uploaded.data])];
    setUnnamed(storedFiles.current.length > 0);
    // Saved even unchanged, as Salva always did: the entry then records the horse as it is.
    const saved = await form.save();
    if (!saved) return ok('form');
    storedFiles.current = [];
    setUnnamed(false);
    onSaved?.(saved);
    const failed: string[] = [];
    for (const part of parts?.parts.filter((candidate) => candidate.dirty) ?? []) {
      const result = await part.save();
      if (!result.success) failed.push(result.error.message);
    }
    return failed.length > 0 ? fail('parts', failed.join(' ')) : ok('saved');
  }, 'Horse save');
  const saving = saveAll.pending;
  const outcome: SaveFeedbackState | null =
    saveAll.state.status === 'failed'
      ? { status: 'failed', message: saveAll.state.message }
      : saveAll.state.status === 'done' && saveAll.state.data === 'saved'
        ? { status: 'saved' }
        : null;
  const resetOutcome = saveAll.reset;
  // A message about the last save no longer describes a page changed since.
  const setField = useCallback<typeof setItemField>(
    (field, value) => {
      resetOutcome();
      setItemField(field, value);
    },
    [setItemField, resetOutcome],
  );
  const typeCost = useCallback(
    (typed: string) => {
      setCostTyped(typed);
      const cost = parseMonthlyCost(typed);
      if (cost.ok) setField('monthlyCost', cost.value);
    },
    [setField],
  );
  const costInvalid = form.invalid.includes('monthlyCost');
  const dirty = form.dirty || photo.pending !== null || (parts?.dirty ?? false) || unnamed;
  const binding = useMemo<HorseFormBinding>(
    () => ({ item, setField, costTyped, typeCost, errors }),
    [item, setField, costTyped, typeCost, errors],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || circle.checking || refuseWithParts(form, parts)) return;
    circle.confirmSave(() => saveAll.run());
  }

  return (
    <HorseFormContext.Provider value={binding}>
      <form
        ref={bindForm}
        id={formId}
        className="horse-edit"
        noValidate
        aria-label={editTitle(loaded)}
        onSubmit={submit}
      >
        <Accordion alwaysOpen defaultActiveKey={[...horseSections.map(({ key }) => key), 'photo']}>
          {horseSections.map(({ key, title, fields }) => (
            <Accordion.Item eventKey={key} key={key}>
              <Accordion.Header as="h2">{title}</Accordion.Header>
              <Accordion.Body>
                <HorseSection fields={fields} />
              </Accordion.Body>
            </Accordion.Item>
          ))}
          <Accordion.Item eventKey="photo">
            <Accordion.Header as="h2">Foto</Accordion.Header>
            <Accordion.Body>
              <PhotoField
                slug={loaded.slug}
                name={form.item.name}
                photo={photo}
                onChange={resetOutcome}
              />
            </Accordion.Body>
          </Accordion.Item>
        </Accordion>
      </form>
      {children}
      <SaveBar
        form={formId}
        saving={saving || form.saving || circle.checking}
        feedback={outcome ?? form.feedback}
        backTo={paths.adminHorses()}
        disabled={photo.busy !== null}
        missing={missingWithParts(form, parts)}
        className="horse-edit__save-bar"
      />
      {/* A cost typed wrong has not reached the horse yet: leaving would lose it, so ask too. */}
      <UnsavedChangesGuard when={dirty || costInvalid} />
      {circle.dialog}
    </HorseFormContext.Provider>
  );
}
