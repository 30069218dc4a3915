// What a staff write asks of the published site (docs/product.md, "Publishing the public site"):
// the files it moved, named as targets. A logged commit that moves public data records its targets in
// the publication state (`sitePublication/state`) in the same commit (audit-log.ts), so that a
// change is never lost even if its publication fails or the browser closes; then the back office's
// publisher, registered by the app, publishes them.

/** The publication state's collection and its one document. */
export const SITE_PUBLICATION = 'sitePublication';
export const PUBLICATION_STATE = 'state';

/** A published file to rebuild, by what it shows. */
export type PublicationTarget = 'horses' | `horse:${string}` | 'events' | `event:${string}` | '*';

export const publicationTargets = {
  /** The list of web-visible horses (lists, the random strip, the funding bars of the circles). */
  horseList: 'horses',
  /** One horse's page file (its fields, its news, its circle's totals). */
  horse: (slug: string): PublicationTarget => `horse:${slug}`,
  eventList: 'events',
  event: (slug: string): PublicationTarget => `event:${slug}`,
  /** Every file: the republish action. */
  all: '*',
} as const satisfies Record<string, PublicationTarget | ((slug: string) => PublicationTarget)>;

/** A horse's change: its page and the list (its name, status or totals may be on it). */
export const horseTargets = (slug: string): PublicationTarget[] => [
  publicationTargets.horseList,
  publicationTargets.horse(slug),
];

/** An event's change: its page and the list. */
export const eventTargets = (slug: string): PublicationTarget[] => [
  publicationTargets.eventList,
  publicationTargets.event(slug),
];

type Publisher = () => void;

let publisher: Publisher | undefined;

/**
 * Registers what runs after a commit that moved public data (the back office's publisher, set by the
 * app when the back office opens); returns how to remove it. Without one (scripts, tests of the data
 * layer), the targets wait in the publication state for the next publication.
 */
export function setPublisher(next: Publisher): () => void {
  publisher = next;
  return () => {
    if (publisher === next) publisher = undefined;
  };
}

/** Called once a commit that recorded targets has landed: starts the publisher, if any. */
export function announcePublication(): void {
  publisher?.();
}
