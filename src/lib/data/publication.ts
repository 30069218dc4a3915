// Targets are recorded in the same commit as the write, so a change is never lost if its
// publication fails or the browser closes.

export const SITE_PUBLICATION = 'sitePublication';
export const PUBLICATION_STATE = 'state';

export type PublicationTarget = 'horses' | `horse:${string}` | 'events' | `event:${string}` | '*';

export const publicationTargets = {
  horseList: 'horses',
  horse: (slug: string): PublicationTarget => `horse:${slug}`,
  eventList: 'events',
  event: (slug: string): PublicationTarget => `event:${slug}`,
  all: '*',
} as const satisfies Record<string, PublicationTarget | ((slug: string) => PublicationTarget)>;

export const horseTargets = (slug: string): PublicationTarget[] => [
  publicationTargets.horseList,
  publicationTargets.horse(slug),
];

export const eventTargets = (slug: string): PublicationTarget[] => [
  publicationTargets.eventList,
  publicationTargets.event(slug),
];

/** How a store writes the server's time and removes a field (web and Admin SDKs differ). */
export interface StateValues<V> {
  readonly now: () => V;
  readonly remove: () => V;
}

/** A failed publication as the state keeps it: when, and the message within 500 characters. */
export const publicationFailure = <V>(message: string, values: StateValues<V>) => ({
  at: values.now(),
  message: message.slice(0, 500),
});

/**
 * The one confirmation of a publication (decision 82), for the back office and the scripts: what
 * to merge into the state once the files of `revision` are written, or null when a change landed
 * since (`storedRevision` moved), and the caller publishes again. With `stillPending`, the files
 * that failed wait for the retry with their message; the others are done.
 */
export function publicationConfirmation<V>(
  storedRevision: unknown,
  revision: number,
  values: StateValues<V>,
  failed?: { readonly stillPending: readonly string[]; readonly message: string },
): Record<string, unknown> | null {
  if ((typeof storedRevision === 'number' ? storedRevision : 0) !== revision) return null;
  if (failed) {
    return {
      revision,
      pending: [...failed.stillPending],
      failure: publicationFailure(failed.message, values),
    };
  }
  return {
    revision,
    pending: [],
    publishedRevision: revision,
    publishedAt: values.now(),
    failure: values.remove(),
  };
}

type Publisher = () => void;

let publisher: Publisher | undefined;

/** Without a publisher (scripts, data-layer tests), the targets wait in the publication state. */
export function setPublisher(next: Publisher): () => void {
  publisher = next;
  return () => {
    if (publisher === next) publisher = undefined;
  };
}

export function announcePublication(): void {
  publisher?.();
}
