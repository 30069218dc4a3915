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
