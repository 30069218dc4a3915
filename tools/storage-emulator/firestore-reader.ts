// storage.rules read Firestore (`firestore.get()`, `exists()`); the emulator reads the local
// Firestore emulator the same way, as its owner, past Firestore's rules.

/** A document's data by path (`horseDocuments/abc`), `null` when there is none. */
export type FirestoreReader = (path: string) => Promise<Readonly<Record<string, unknown>> | null>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Firestore's REST values (`{ stringValue: 'a' }`, ...) as plain values, timestamps as Dates. */
export function fromRestValue(value: unknown): unknown {
  if (!isRecord(value)) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map(fromRestValue) : [];
  }
  if ('mapValue' in value) {
    return fromRestFields(isRecord(value.mapValue) ? value.mapValue.fields : undefined);
  }
  return null;
}

export function fromRestFields(fields: unknown): Record<string, unknown> {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([key, item]) => [key, fromRestValue(item)]),
  );
}

/** `origin`: the Firestore emulator's, e.g. `http://127.0.0.1:8080`. */
export function firestoreEmulatorReader(origin: string, projectId: string): FirestoreReader {
  return async (path) => {
    const url = `${origin}/v1/projects/${projectId}/databases/(default)/documents/${path
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (response.status === 404) return null;
    if (!response.ok) {
      throw new Error(
        `Reading Firestore ${path}: HTTP ${response.status} ${await response.text()}`,
      );
    }
    const body: unknown = await response.json();
    return fromRestFields(isRecord(body) ? body.fields : undefined);
  };
}

/** For the emulator's own tests: documents held in memory. */
export function memoryReader(
  documents: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): FirestoreReader {
  return (path) => Promise.resolve(documents[path] ?? null);
}
