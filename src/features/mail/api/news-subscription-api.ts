import { doc } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { readDocument } from '#src/lib/data/firestore-data';
import { ok, type Result } from '#src/lib/data/result';
import { timestamp } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import { UNSUBSCRIBES } from '../model/mail';

// docs/decisions/0064: staff see a member's unsubscription and undo it, logged, only when the
// member asks for the news again; the rules refuse it to anyone else.

const unsubscriptionSchema = z.object({ date: timestamp() });

export interface Unsubscription {
  readonly date: Date;
}

/** Null while the member receives the news (or never agreed to them). */
export async function readUnsubscription(memberId: string): Promise<Result<Unsubscription | null>> {
  const stored = await readDocument(unsubscriptionSchema, UNSUBSCRIBES, memberId);
  if (!stored.success) return stored.error.code === 'not-found' ? ok(null) : stored;
  return ok({ date: stored.data.date });
}

/** The entry names the member's id only, like every entry about an application. */
export const resubscribeToNews = (actor: LogActor, memberId: string): Promise<Result<void>> =>
  commitLogged(
    actor,
    {
      operation: 'resubscribeToNews',
      collection: 'unsubscribes',
      params: { slug: memberId, item: null },
    },
    (batch) => batch.delete(doc(db, UNSUBSCRIBES, memberId)),
  );
