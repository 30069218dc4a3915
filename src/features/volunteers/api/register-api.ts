import { doc, serverTimestamp, type Transaction } from 'firebase/firestore/lite';
import { MAIL, mailRecordSchema, type MailRecord } from '#src/features/mail/admin';
import { commitLogged, transactLogged, type LogActor } from '#src/lib/data/audit-log';
import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import type { LogOperation } from '#src/lib/data/log-operations';
import { nextCounterNumber, retryWhileRaced } from '#src/lib/data/numbered-write';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { parseDocument } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import { foldText } from '#src/lib/text/word-search';
import {
  correctionErrors,
  enrolmentErrors,
  removalErrors,
  storedPerson,
  type CorrectionDraft,
  type EnrolmentDraft,
  type RemovalDraft,
} from '../model/register-draft';
import {
  indexRowOf,
  nameKeyOf,
  registerEntries,
  type RegisterEntry,
} from '../model/register-entries';
import {
  INSURANCE_SETTINGS,
  insurerNotice,
  insurerNoticeId,
  type InsuranceSettings,
} from '../model/register-insurance';
import {
  registerRecordId,
  VOLUNTEER_REGISTER,
  VOLUNTEER_REGISTER_COUNTERS,
  VOLUNTEER_REGISTER_INDEX,
  type RegisterIndexRow,
  type RegisterRecord,
  type RegisterSection,
} from '../model/register-record';
import { registerIndexSchema, registerRecordSchema } from '../model/register-schema';

// The register's reads and writes (decision 86). Each write is one transaction that reads its
// section's counter, creates the record of the next number, moves the counter, updates the
// enrolment's list row, queues the insurer's notice (enrolments and removals) and logs it: the
// rules refuse any other number, so two staff writing at once never make a gap or a duplicate.

/** Whoever loses a race reads the counter again: this many times in all, then a clear message. */
const REGISTER_ATTEMPTS = 4;

export const registerRaceMessage =
  "Un'altra persona dello staff ha scritto nel registro nello stesso momento e il numero è " +
  'stato preso: riprova.';

export const missingInsuranceMessage =
  "Mancano l'e-mail dell'assicurazione o il numero di polizza (settings/insurance): senza, " +
  "l'assicurazione non sarebbe avvisata. Li scrive il deploy (docs/operations.md).";

const counterRef = (section: RegisterSection) => doc(db, VOLUNTEER_REGISTER_COUNTERS, section);
const recordRef = (id: string) => doc(db, VOLUNTEER_REGISTER, id);
const rowRef = (id: string) => doc(db, VOLUNTEER_REGISTER_INDEX, id);

/** What the log says of a register write: which record, never who. */
interface RegisterLogItem {
  kind: RegisterRecord['kind'];
  section: RegisterSection;
  number: number;
  entry?: number;
}

/** The record written: its id and number. */
export interface RegisterWritten {
  readonly id: string;
  readonly number: number;
}

interface RegisterChange {
  readonly operation: LogOperation;
  readonly id: string;
  readonly item: RegisterLogItem;
  readonly write: (transaction: Transaction) => void;
}

const nextNumber = (transaction: Transaction, section: RegisterSection): Promise<number> =>
  nextCounterNumber(transaction, counterRef(section));

async function insuranceSettings(transaction: Transaction): Promise<InsuranceSettings | null> {
  const stored = await transaction.get(
    doc(db, INSURANCE_SETTINGS.collection, INSURANCE_SETTINGS.id),
  );
  const insurerEmail: unknown = stored.get('insurerEmail');
  const policyNumber: unknown = stored.get('policyNumber');
  return typeof insurerEmail === 'string' && insurerEmail !== '' && typeof policyNumber === 'string'
    ? { insurerEmail, policyNumber }
    : null;
}

/** The enrolment's list row as stored before this write. */
async function storedRow(transaction: Transaction, id: string): Promise<Result<RegisterIndexRow>> {
  const row = await transaction.get(rowRef(id));
  if (!row.exists()) return fail('not-found', `L'iscrizione ${id} non è nel registro.`);
  return parseDocument(registerIndexSchema, `${VOLUNTEER_REGISTER_INDEX}/${id}`, {
    ...row.data(),
    slug: id,
  });
}

/** One register write, tried again while another staff member's write takes the number first. */
function registerWrite(
  actor: LogActor,
  what: string,
  body: (transaction: Transaction) => Promise<Result<RegisterWritten> | RegisterChange>,
): Promise<Result<RegisterWritten>> {
  return retryWhileRaced(REGISTER_ATTEMPTS, registerRaceMessage, () =>
    transactLogged(actor, what, async (transaction) => {
      const answer = await body(transaction);
      if ('success' in answer) return answer;
      return {
        record: {
          operation: answer.operation,
          collection: 'volunteerRegister' as const,
          params: { slug: answer.id, item: { ...answer.item } },
        },
        write: answer.write,
        value: { id: answer.id, number: answer.item.number },
      };
    }),
  );
}

const firstError = (errors: Readonly<Record<string, string | undefined>>): string | undefined =>
  Object.values(errors).find((message) => message !== undefined);

/** A new volunteer in the register (from an application or directly), and the insurer told. */
export async function enrolVolunteer(
  actor: LogActor,
  draft: EnrolmentDraft,
): Promise<Result<RegisterWritten>> {
  const invalid = firstError(enrolmentErrors(draft));
  if (invalid !== undefined || draft.section === '') {
    return fail('invalid-argument', invalid ?? 'Scegli la sezione.');
  }
  const section = draft.section;
  const person = storedPerson(draft);
  return registerWrite(actor, `enrolVolunteer ${section}`, async (transaction) => {
    const number = await nextNumber(transaction, section);
    const settings = await insuranceSettings(transaction);
    if (!settings) return fail('failed-precondition', missingInsuranceMessage);
    const id = registerRecordId(section, number);
    const record = {
      kind: 'iscrizione' as const,
      section,
      number,
      person,
      startDate: draft.startDate,
      applicationId: draft.applicationId.trim(),
    };
    const entry: RegisterEntry = {
      id,
      section,
      number,
      enrolment: { ...record, id, recordedAt: new Date(), recordedBy: actor.uid },
      corrections: [],
      removal: null,
      person,
      startDate: draft.startDate,
    };
    return {
      operation: 'enrolVolunteer',
      id,
      item: { kind: 'iscrizione', section, number },
      write: (writer) => {
        writer.set(recordRef(id), {
          ...record,
          recordedAt: serverTimestamp(),
          recordedBy: actor.uid,
        });
        writer.set(counterRef(section), { last: number });
        writer.set(rowRef(id), indexRowOf(entry));
        const notice = insurerNotice(settings, {
          kind: 'iscrizione',
          section,
          number,
          person,
          date: draft.startDate,
        });
        writer.set(doc(db, MAIL, insurerNoticeId(id)), { ...notice, date: serverTimestamp() });
      },
    };
  });
}

/** The end of an enrolment: its end date and reason, and the insurer told. */
export async function removeVolunteer(
  actor: LogActor,
  enrolment: Pick<RegisterIndexRow, 'id' | 'section' | 'startDate'>,
  draft: RemovalDraft,
): Promise<Result<RegisterWritten>> {
  const invalid = firstError(removalErrors(draft, enrolment.startDate));
  if (invalid !== undefined) return fail('invalid-argument', invalid);
  const { section } = enrolment;
  return registerWrite(actor, `removeVolunteer ${enrolment.id}`, async (transaction) => {
    const row = await storedRow(transaction, enrolment.id);
    if (!row.success) return row;
    if (!row.data.active) {
      return fail(
        'failed-precondition',
        `L'iscrizione n. ${row.data.number} è già cancellata (fine ${row.data.endDate}).`,
      );
    }
    const number = await nextNumber(transaction, section);
    const settings = await insuranceSettings(transaction);
    if (!settings) return fail('failed-precondition', missingInsuranceMessage);
    const id = registerRecordId(section, number);
    const { id: rowId, ...stored } = row.data;
    return {
      operation: 'removeVolunteer',
      id,
      item: { kind: 'cancellazione', section, number, entry: stored.number },
      write: (writer) => {
        writer.set(recordRef(id), {
          kind: 'cancellazione',
          section,
          number,
          entry: stored.number,
          endDate: draft.endDate,
          reason: draft.reason.trim(),
          recordedAt: serverTimestamp(),
          recordedBy: actor.uid,
        });
        writer.set(counterRef(section), { last: number });
        writer.set(rowRef(rowId), { ...stored, active: false, endDate: draft.endDate });
        const notice = insurerNotice(settings, {
          kind: 'cancellazione',
          section,
          number: stored.number,
          person: stored,
          date: draft.endDate,
        });
        writer.set(doc(db, MAIL, insurerNoticeId(id)), { ...notice, date: serverTimestamp() });
      },
    };
  });
}

/** A correction: the person's data whole, as it should read, and why. */
export async function correctVolunteer(
  actor: LogActor,
  enrolment: Pick<RegisterIndexRow, 'id' | 'section'>,
  draft: CorrectionDraft,
): Promise<Result<RegisterWritten>> {
  const invalid = firstError(correctionErrors(draft));
  if (invalid !== undefined) return fail('invalid-argument', invalid);
  const { section } = enrolment;
  const person = storedPerson(draft);
  return registerWrite(actor, `correctVolunteer ${enrolment.id}`, async (transaction) => {
    const row = await storedRow(transaction, enrolment.id);
    if (!row.success) return row;
    const number = await nextNumber(transaction, section);
    const id = registerRecordId(section, number);
    const { id: rowId, ...stored } = row.data;
    return {
      operation: 'correctVolunteer',
      id,
      item: { kind: 'rettifica', section, number, entry: stored.number },
      write: (writer) => {
        writer.set(recordRef(id), {
          kind: 'rettifica',
          section,
          number,
          entry: stored.number,
          person,
          startDate: draft.startDate,
          reason: draft.reason.trim(),
          recordedAt: serverTimestamp(),
          recordedBy: actor.uid,
        });
        writer.set(counterRef(section), { last: number });
        writer.set(rowRef(rowId), {
          ...stored,
          givenName: person.givenName,
          familyName: person.familyName,
          nameKey: nameKeyOf(person),
          fiscalCode: person.fiscalCode,
          startDate: draft.startDate,
          corrections: stored.corrections + 1,
        });
      },
    };
  });
}

// ---- Reads -------------------------------------------------------------------------------------

export const registerStatuses = ['tutti', 'attivi', 'cessati'] as const;
export type RegisterStatus = (typeof registerStatuses)[number];

export interface RegisterListFilters {
  readonly section: RegisterSection;
  readonly status: RegisterStatus;
  /** The start of the family name (then the given name), in any case, with or without accents. */
  readonly search: string;
}

/** By number; a search ranges over the folded name, so it orders by name, then number. */
export function registerListSpec({ section, status, search }: RegisterListFilters): QuerySpec {
  const folded = foldText(search);
  const equals: QuerySpec['equals'] = [['section', section]];
  if (status !== 'tutti') equals.push(['active', status === 'attivi']);
  return folded
    ? {
        collection: VOLUNTEER_REGISTER_INDEX,
        equals,
        prefix: { field: 'nameKey', value: folded },
        orderBy: [
          ['nameKey', 'asc'],
          ['number', 'asc'],
        ],
      }
    : { collection: VOLUNTEER_REGISTER_INDEX, equals, orderBy: [['number', 'asc']] };
}

export function listRegisterPage(
  filters: RegisterListFilters,
  cursor: PageCursor | null = null,
): Promise<Result<Page<RegisterIndexRow>>> {
  return readPage(registerIndexSchema, registerListSpec(filters), cursor);
}

/** One enrolment with its corrections and removal, in order. */
export async function readRegisterEntry(id: string): Promise<Result<RegisterEntry>> {
  const row = await readDocument(registerIndexSchema, VOLUNTEER_REGISTER_INDEX, id);
  if (!row.success) return row;
  const [enrolment, following] = await Promise.all([
    readDocument(registerRecordSchema, VOLUNTEER_REGISTER, id),
    readList(registerRecordSchema, {
      collection: VOLUNTEER_REGISTER,
      equals: [
        ['section', row.data.section],
        ['entry', row.data.number],
      ],
      orderBy: [],
    }),
  ]);
  if (!enrolment.success) return enrolment;
  if (!following.success) return following;
  const [entry] = registerEntries([enrolment.data, ...following.data]);
  return entry ? ok(entry) : fail('not-found', `${id} non è un'iscrizione.`);
}

/** Every record of the register, both sections: for the CSV and the print. */
export function listRegisterRecords(): Promise<Result<RegisterRecord[]>> {
  return readList(registerRecordSchema, {
    collection: VOLUNTEER_REGISTER,
    equals: [],
    orderBy: [],
  });
}

/** Every entry of the register (corrections applied), both sections. */
export async function listRegisterEntries(): Promise<Result<RegisterEntry[]>> {
  const records = await listRegisterRecords();
  return records.success ? ok(registerEntries(records.data)) : records;
}

/** The insurer's notices of these records (at most 30 ids), by record id. */
export async function readInsurerNotices(
  recordIds: readonly string[],
): Promise<Result<ReadonlyMap<string, MailRecord>>> {
  if (recordIds.length === 0) return ok(new Map());
  const mails = await readList(mailRecordSchema, {
    collection: MAIL,
    equals: [],
    ids: recordIds.slice(0, 30).map(insurerNoticeId),
    orderBy: [],
  });
  if (!mails.success) return mails;
  return ok(new Map(mails.data.map((mail) => [mail.id.replace(/\.insurer$/, ''), mail])));
}

// ---- Erasure (issue 40, item 7) ----------------------------------------------------------------

export const registerKeptReason =
  'Le iscrizioni nel registro dei volontari restano: il registro è tenuto per legge ' +
  '(art. 17 D.Lgs. 117/2017), con numeri progressivi che non si tolgono né si modificano. ' +
  "Si cancellano le copie degli avvisi all'assicurazione già consegnati.";

export interface RegisterErasure {
  /** The register's entries of the person, which stay. */
  readonly kept: readonly RegisterIndexRow[];
  /** Why they stay, for staff. */
  readonly reason: string;
  /** The delivered copies of the insurer's notices deleted. */
  readonly erased: number;
  /** Notices not yet delivered: kept until they reach the insurer. */
  readonly pending: number;
  /** The addresses the entries give (as corrected): their volunteer access goes too. */
  readonly emails: readonly string[];
}

/**
 * An erasure request of a registered person, by codice fiscale: the register stays, and what else
 * this part holds of them goes, the delivered copies of the insurer's notices (each deletion
 * logged). The lead wires it to the volunteer application's erasure.
 */
export async function eraseRegisteredPerson(
  actor: LogActor,
  fiscalCode: string,
): Promise<Result<RegisterErasure>> {
  const rows = await readList(registerIndexSchema, {
    collection: VOLUNTEER_REGISTER_INDEX,
    equals: [['fiscalCode', fiscalCode.replace(/\s+/g, '').toUpperCase()]],
    orderBy: [],
  });
  if (!rows.success) return rows;
  const recordIds: string[] = [];
  const emails = new Set<string>();
  for (const row of rows.data) {
    const entry = await readRegisterEntry(row.id);
    if (!entry.success) return entry;
    if (entry.data.person.email) emails.add(entry.data.person.email);
    recordIds.push(entry.data.id);
    if (entry.data.removal) recordIds.push(entry.data.removal.id);
  }
  const notices = await readInsurerNotices(recordIds);
  if (!notices.success) return notices;
  let erased = 0;
  let pending = 0;
  for (const mail of notices.data.values()) {
    if (mail.state !== 'SUCCESS') {
      pending++;
      continue;
    }
    const deleted = await commitLogged(
      actor,
      {
        operation: 'deleteInsurerNotice',
        collection: 'mail',
        params: { slug: mail.id, item: null },
      },
      (batch) => batch.delete(doc(db, MAIL, mail.id)),
    );
    if (!deleted.success) return deleted;
    erased++;
  }
  return ok({ kept: rows.data, reason: registerKeptReason, erased, pending, emails: [...emails] });
}

/**
 * The codici fiscali of the people enrolled from a volunteer application (normally one): an
 * erasure request made through the application reaches their register entries this way.
 */
export async function fiscalCodesEnrolledFrom(applicationId: string): Promise<Result<string[]>> {
  const enrolments = await readList(registerRecordSchema, {
    collection: VOLUNTEER_REGISTER,
    equals: [['applicationId', applicationId]],
    orderBy: [],
  });
  if (!enrolments.success) return enrolments;
  const codes = enrolments.data.flatMap((record) =>
    record.kind === 'iscrizione' ? [record.person.fiscalCode] : [],
  );
  return ok([...new Set(codes)]);
}
