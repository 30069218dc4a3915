import type { Result } from '#src/lib/data/result';
import { publishEverything, publishPending, type PublicationReport } from './publisher';

// A request while one runs is queued once, so that quick saves in a row publish together.

type Listener = () => void;

let current: Promise<Result<PublicationReport>> | undefined;
let queued: Promise<Result<PublicationReport>> | undefined;
let queuedEverything = false;
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener());

function start(everything: boolean): Promise<Result<PublicationReport>> {
  const run = (everything ? publishEverything() : publishPending()).finally(() => {
    if (current === run) current = undefined;
    notify();
  });
  current = run;
  notify();
  return run;
}

/** Never rejects: a failure is recorded in the publication state. */
export function runPublication(everything = false): Promise<Result<PublicationReport>> {
  if (!current) return start(everything);
  queuedEverything ||= everything;
  queued ??= current.then(() => {
    const all = queuedEverything;
    queued = undefined;
    queuedEverything = false;
    return start(all);
  });
  return queued;
}

export const isPublishing = (): boolean => current !== undefined;

export function subscribeToPublishing(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
