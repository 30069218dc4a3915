import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Result } from '#src/lib/data/result';
import type { FirstInvalid } from './missing-line';
import type { EditForm } from './use-edit-form';

// One Salva for a page whose draft spans several stored things (a horse and its care intervals):
// the page's form saves its own item, then every part registered below it that has changes.

export interface SavePartState {
  readonly dirty: boolean;
  /** The labels of its fields missing or wrong, in order: the page's Salva is refused meanwhile. */
  readonly invalid: readonly string[];
}

export interface SavePartActions {
  readonly save: () => Promise<Result<unknown>>;
  /** Shows the part's errors from now on; true when there are none. */
  readonly check: () => boolean;
  /** Shows the errors and focuses the first field to fix. */
  readonly goToFirst: () => void;
}

export interface SavePart extends SavePartState, SavePartActions {
  readonly key: string;
}

interface Registry {
  readonly set: (key: string, state: SavePartState | null) => void;
  readonly actions: Map<string, SavePartActions>;
}

const SavePartsContext = createContext<Registry | null>(null);

export interface SaveParts {
  readonly parts: readonly SavePart[];
  readonly dirty: boolean;
  readonly registry: Registry;
}

const noActions: SavePartActions = {
  save: () => Promise.resolve({ success: true, data: undefined }),
  check: () => true,
  goToFirst: () => {},
};

/** Owned by the page that has the save bar; its children register with `useSavePart`. */
export function useSaveParts(): SaveParts {
  const [states, setStates] = useState<ReadonlyMap<string, SavePartState>>(new Map());
  const registry = useMemo<Registry>(
    () => ({
      actions: new Map(),
      set: (key, state) =>
        setStates((current) => {
          const before = current.get(key);
          if (state === null ? !before : before && sameState(before, state)) return current;
          const next = new Map(current);
          if (state === null) next.delete(key);
          else next.set(key, state);
          return next;
        }),
    }),
    [],
  );
  const parts = [...states].map(([key, state]) => {
    const actions = () => registry.actions.get(key) ?? noActions;
    return {
      key,
      ...state,
      save: () => actions().save(),
      check: () => actions().check(),
      goToFirst: () => actions().goToFirst(),
    };
  });
  return { parts, dirty: parts.some((part) => part.dirty), registry };
}

/**
 * The page's form and its parts checked as one by the page's Salva: every error shows, the first
 * field to fix (the page's own first) is focused, and the answer is true when anything is wrong.
 */
export function refuseWithParts(
  form: Pick<EditForm<unknown>, 'check' | 'refuse'>,
  parts: SaveParts | undefined,
): boolean {
  const partsValid = (parts?.parts ?? []).map((part) => part.check());
  if (!form.check()) return form.refuse();
  const wrong = parts?.parts.find((_, index) => !partsValid[index]);
  wrong?.goToFirst();
  return wrong !== undefined;
}

/** What the page's save bar names: the page's first field to fix, or else its parts' first. */
export function missingWithParts(
  form: Pick<EditForm<unknown>, 'attempted' | 'invalid' | 'missing'>,
  parts: SaveParts | undefined,
): FirstInvalid | undefined {
  if (!form.attempted) return undefined;
  const wrong = (parts?.parts ?? []).filter((part) => part.invalid.length > 0);
  const count = form.invalid.length + wrong.reduce((sum, part) => sum + part.invalid.length, 0);
  if (form.missing) return { ...form.missing, count };
  const [first] = wrong;
  if (!first) return undefined;
  return { count, label: first.invalid[0] ?? '', goTo: first.goToFirst };
}

/** What is inside registers with the page's save bar. */
export function SavePartsScope({
  parts,
  children,
}: {
  readonly parts: SaveParts;
  readonly children: ReactNode;
}) {
  return <SavePartsContext.Provider value={parts.registry}>{children}</SavePartsContext.Provider>;
}

const sameState = (a: SavePartState, b: SavePartState) =>
  a.dirty === b.dirty && a.invalid.join('\n') === b.invalid.join('\n');

/**
 * Registers a part of the page's draft with the page's save bar. Answers false outside such a page:
 * the part then has its own Salva.
 */
export function useSavePart(key: string, state: SavePartState, actions: SavePartActions): boolean {
  const registry = useContext(SavePartsContext);
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const { dirty } = state;
  const invalid = state.invalid.join('\n');
  useEffect(() => {
    if (!registry) return;
    registry.actions.set(key, {
      save: () => latest.current.save(),
      check: () => latest.current.check(),
      goToFirst: () => latest.current.goToFirst(),
    });
    registry.set(key, { dirty, invalid: invalid === '' ? [] : invalid.split('\n') });
  }, [registry, key, dirty, invalid]);
  useEffect(
    () => () => {
      registry?.actions.delete(key);
      registry?.set(key, null);
    },
    [registry, key],
  );
  return registry !== null;
}
