import { ownDueSources, type DueSources } from '#src/features/aftercare/admin';

/**
 * "Da fare questa settimana" (docs/decisions/0094-after-the-adoption.md): every part of the
 * week's list, in the mail's order. The product's own come from the aftercare feature; the other
 * parts of the back office (late circle contributions, uncovered shifts) join here as `DueSource`s.
 * Made afresh for each send.
 */
export const weekDueSources = (): DueSources => [...ownDueSources()];
