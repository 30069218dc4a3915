import { randomBytes } from 'node:crypto';
import type { Principal } from './auth.ts';
import type { IncomingMetadata } from './object-metadata.ts';
import type { DocumentCache } from './rules-decision.ts';

export interface RecordedAnswer {
  status: number;
  body: unknown;
}

export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  principal: Principal;
  incoming: IncomingMetadata;
  contentType: string;
  declaredSize: number | null;
  /** Read when the upload starts, for the checks of each chunk; read again when it commits. */
  documents: DocumentCache;
  chunks: Buffer[];
  receivedBytes: number;
  status: 'active' | 'final' | 'cancelled';
  finalAnswer?: RecordedAnswer;
  lastActivity: number;
}

export type NewUploadSession = Pick<
  UploadSession,
  'bucket' | 'name' | 'principal' | 'incoming' | 'contentType' | 'declaredSize' | 'documents'
>;

const SESSION_TTL_MS = 60 * 60 * 1000;

export class UploadSessions {
  readonly #sessions = new Map<string, UploadSession>();

  create(fields: NewUploadSession): UploadSession {
    this.#expire();
    const session: UploadSession = {
      ...fields,
      id: randomBytes(18).toString('base64url'),
      chunks: [],
      receivedBytes: 0,
      status: 'active',
      lastActivity: Date.now(),
    };
    this.#sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    const session = this.#sessions.get(id);
    if (session) session.lastActivity = Date.now();
    return session;
  }

  /** Bytes the client sends again replace what was received. */
  append(session: UploadSession, offset: number, bytes: Buffer): void {
    if (offset < session.receivedBytes) {
      const kept = Buffer.concat(session.chunks, session.receivedBytes).subarray(0, offset);
      session.chunks = [kept];
      session.receivedBytes = offset;
    }
    session.chunks.push(bytes);
    session.receivedBytes += bytes.length;
  }

  contents(session: UploadSession): Buffer {
    const bytes = Buffer.concat(session.chunks, session.receivedBytes);
    session.chunks = [bytes];
    return bytes;
  }

  end(session: UploadSession, status: 'final' | 'cancelled', answer?: RecordedAnswer): void {
    session.status = status;
    session.chunks = [];
    if (answer) session.finalAnswer = answer;
  }

  clear(): void {
    this.#sessions.clear();
  }

  #expire(): void {
    const oldest = Date.now() - SESSION_TTL_MS;
    for (const [id, session] of this.#sessions) {
      if (session.lastActivity < oldest) this.#sessions.delete(id);
    }
  }
}
