import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isPublicPhotoPath } from './access-policy.ts';
import type { Principal } from './auth.ts';
import type { FirestoreReader } from './firestore-reader.ts';
import { HttpError } from './http-io.ts';
import {
  parseStorageRules,
  type RulesMethod,
  type RulesRequest,
  type StorageRules,
} from './storage-rules.ts';

// The emulator decides every request with storage.rules itself, evaluated by storage-rules.ts
// (docs/decisions/0073-storage-emulator-runs-the-rules.md): what production allows, it allows.

/** The repository's storage.rules, which the backend serves unless told otherwise. */
export const DEFAULT_RULES_PATH = fileURLToPath(new URL('../../storage.rules', import.meta.url));

export type AccessDecision =
  { allowed: true } | { allowed: false; status: 401 | 403; message: string };

export interface RulesFile {
  readonly path: string;
  /** The rules as the file is now: parsed again when it changed, a RulesSyntaxError as HTTP 500. */
  current(): StorageRules;
}

function stampOf(path: string): string {
  const stat = statSync(path);
  return `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}`;
}

/**
 * Parsed once at start (a construct the evaluator does not know stops the start, naming it), and
 * again on the first request after the file changed: a stat per decision, nothing more. A change
 * it cannot evaluate answers every request with 500 and the reason until the file is fixed; it
 * never falls back to older rules.
 */
export function loadRulesFile(path: string, log: (line: string) => void = () => {}): RulesFile {
  let stamp = stampOf(path);
  let rules: StorageRules | Error = parseStorageRules(readFileSync(path, 'utf8'));
  return {
    path,
    current() {
      const now = stampOf(path);
      if (now !== stamp) {
        stamp = now;
        try {
          rules = parseStorageRules(readFileSync(path, 'utf8'));
          log(`storage: ${path} changed, read again`);
        } catch (error) {
          rules = error instanceof Error ? error : new Error(String(error));
          log(`storage: ${path} cannot be evaluated: ${rules.message}`);
        }
      }
      if (rules instanceof Error) {
        throw new HttpError(500, `storage.rules cannot be evaluated: ${rules.message}`);
      }
      return rules;
    },
  };
}

/** The Firestore documents a decision read, by path (`null`: none there); shared by its retries. */
export type DocumentCache = Map<string, Readonly<Record<string, unknown>> | null>;

export interface RulesQuestion {
  method: RulesMethod;
  /** The object's name; a listing's prefix without its final '/'. */
  path: string;
  resource?: RulesRequest['resource'];
}

export interface RulesContext {
  rules: RulesFile;
  firestore?: FirestoreReader;
}

/** Thrown by the lookup for a document not read yet: read it, then evaluate again. */
class DocumentNeeded extends Error {
  constructor(readonly path: string) {
    super(`storage.rules read ${path}`);
  }
}

/** More than any rule of the file reads; a loop past it is a bug, not a slow Firestore. */
const MAX_DOCUMENT_READS = 20;

const ALLOW: AccessDecision = { allowed: true };

/**
 * The rules' answer for this caller. The owner (`Bearer owner`, as firebase-admin) passes, as the
 * official emulator's admin does; invalid credentials are refused before the rules.
 */
export async function decide(
  context: RulesContext,
  principal: Principal,
  question: RulesQuestion,
  documents: DocumentCache = new Map(),
  now: Date = new Date(),
): Promise<AccessDecision> {
  if (principal.kind === 'owner') return ALLOW;
  if (principal.kind === 'invalid') {
    return { allowed: false, status: 401, message: `Invalid credentials: ${principal.reason}` };
  }
  const rules = context.rules.current();
  const auth = principal.kind === 'user' ? { uid: principal.uid, token: principal.claims } : null;
  const firestore = (path: string) => {
    if (!documents.has(path)) throw new DocumentNeeded(path);
    return documents.get(path) ?? null;
  };
  for (let reads = 0; ; reads += 1) {
    try {
      const allowed = rules.allows({ ...question, auth, time: now, firestore });
      return allowed ? ALLOW : refusal(principal, question);
    } catch (error) {
      if (!(error instanceof DocumentNeeded)) throw error;
      if (reads === MAX_DOCUMENT_READS) {
        throw new HttpError(500, `storage.rules read more than ${MAX_DOCUMENT_READS} documents.`);
      }
      documents.set(error.path, context.firestore ? await context.firestore(error.path) : null);
    }
  }
}

/**
 * The rules say no, not which status: 401 asks a caller without credentials to sign in (the back
 * office then does, decision 3); 403 to anyone signed in, for a listing (signing in never makes a
 * visitor list a folder) and for a visitor's write of the photo of an application (decision 26:
 * signing in would not help there either).
 */
function refusal(principal: Principal, { method, path }: RulesQuestion): AccessDecision {
  const who =
    principal.kind === 'user'
      ? principal.staff
        ? 'staff'
        : 'a signed-in user who is not staff'
      : 'a caller without credentials';
  const message = `Permission denied. storage.rules do not let ${who} ${method} '${path || '/'}'.`;
  const visitorPhoto = (method === 'create' || method === 'update') && isPublicPhotoPath(path);
  if (principal.kind === 'anonymous' && method !== 'list' && !visitorPhoto) {
    return { allowed: false, status: 401, message: `${message} Sign in as staff.` };
  }
  return { allowed: false, status: 403, message };
}

export async function assertAllowed(
  context: RulesContext,
  principal: Principal,
  question: RulesQuestion,
  documents?: DocumentCache,
): Promise<void> {
  const decision = await decide(context, principal, question, documents);
  if (!decision.allowed) throw new HttpError(decision.status, decision.message);
}
