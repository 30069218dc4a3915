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

// One Salva for a page whose draft spans several stored things (a horse and its care intervals):
// the page's form saves its own item, then every part registered below it that has changes.

export interface SavePartState {
  readonly dirty: boolean;
  /** Why the page cannot be saved now (a value typed wrong), shown by the save bar. */
  readonly blockedReason?: string;
}

export interface SavePart extends SavePartState {
  readonly key: string;
  readonly save: () => Promise<Result<unknown>>;
}

interface Registry {
  readonly set: (key: string, state: SavePartState | null) => void;
  readonly saves: Map<string, () => Promise<Result<unknown>>>;
}

const SavePartsContext = createContext<Registry | null>(null);

export interface SaveParts {
  readonly parts: readonly SavePart[];
  readonly dirty: boolean;
  readonly blockedReasons: readonly string[];
  readonly registry: Registry;
}

/** Owned by the page that has the save bar; its children register with `useSavePart`. */
export function useSaveParts(): SaveParts {
  const [states, setStates] = useState<ReadonlyMap<string, SavePartState>>(new Map());
  const registry = useMemo<Registry>(
    () => ({
      saves: new Map(),
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
  const parts = [...states].map(([key, state]) => ({
    key,
    ...state,
    save: () => registry.saves.get(key)?.() ?? Promise.resolve({ success: true, data: undefined }),
  }));
  return {
    parts,
    dirty: parts.some((part) => part.dirty),
    blockedReasons: parts.flatMap((part) => (part.blockedReason ? [part.blockedReason] : [])),
    registry,
  };
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
  a.dirty === b.dirty && a.blockedReason === b.blockedReason;

/**
 * Registers a part of the page's draft with the page's save bar. Answers false outside such a page:
 * the part then has its own Salva.
 */
export function useSavePart(
  key: string,
  state: SavePartState,
  save: () => Promise<Result<unknown>>,
): boolean {
  const registry = useContext(SavePartsContext);
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  const { dirty, blockedReason } = state;
  useEffect(() => {
    if (!registry) return;
    registry.saves.set(key, () => latest.current());
    registry.set(key, { dirty, blockedReason });
  }, [registry, key, dirty, blockedReason]);
  useEffect(
    () => () => {
      registry?.saves.delete(key);
      registry?.set(key, null);
    },
    [registry, key],
  );
  return registry !== null;
}
