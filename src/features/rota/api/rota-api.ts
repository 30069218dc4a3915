import {
  deleteField,
  doc,
  runTransaction,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  commitLogged,
  transactLogged,
  type LogActor,
  type LogRecord,
} from '#src/lib/data/audit-log';
import { autoId } from '#src/lib/data/auto-id';
import { errorCode, failure } from '#src/lib/data/errors';
import { fieldErrors } from '#src/lib/data/field-errors';
import { readDocument, readList } from '#src/lib/data/firestore-data';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import { accessKeyOf } from '#src/features/volunteers/admin';
import {
  byDayAndTime,
  copiedPlans,
  defaultRotaSettings,
  firstNameOf,
  leaveRefusal,
  plansOfWeek,
  refusalTexts,
  ROTA_SETTINGS,
  ROTA_SETTINGS_ID,
  ROTA_SHIFTS,
  ROTA_TEMPLATES,
  rotaSettingsSchema,
  rotaShiftSchema,
  rotaTemplateSchema,
  shiftDocument,
  shiftIdOf,
  takeRefusal,
  type RotaSettings,
  type RotaShift,
  type RotaTemplate,
  type ShiftPerson,
  type ShiftPlan,
} from '../model/rota';
import {
  templateDraftSchema,
  templateOfDraft,
  type RotaTemplateDraft,
} from '../model/rota-template-draft';
import { addDays } from '#src/lib/format/dates';

// docs/decisions/0089-barn-rota.md. Staff writes go through the logged doors (decision 61); a
// volunteer's take, leave or own attendance is their own transaction, judged by the rules and not
// logged (the shift itself says who).

// ---- Reads -------------------------------------------------------------------------------------

/** The shifts from `from` (a day) for `days` days, by day and time. */
export async function listShifts(from: string, days: number): Promise<Result<RotaShift[]>> {
  const until = addDays(from, days);
  const listed = await readList(rotaShiftSchema, {
    collection: ROTA_SHIFTS,
    equals: [],
    range: { field: 'date', op: '>=', value: from },
    orderBy: [['date', 'asc']],
  });
  if (!listed.success) return listed;
  return ok(listed.data.filter((shift) => shift.date < until).sort(byDayAndTime));
}

export async function listTemplates(): Promise<Result<RotaTemplate[]>> {
  const listed = await readList(rotaTemplateSchema, {
    collection: ROTA_TEMPLATES,
    equals: [],
    orderBy: [],
  });
  return listed.success
    ? ok(
        [...listed.data].sort(
          (a, b) => a.start.localeCompare(b.start) || a.label.localeCompare(b.label),
        ),
      )
    : listed;
}

/** The rota's settings, or their defaults while staff have saved none. */
export async function readRotaSettings(): Promise<Result<RotaSettings>> {
  const read = await readDocument(rotaSettingsSchema, ROTA_SETTINGS, ROTA_SETTINGS_ID);
  if (!read.success && read.error.code === 'not-found') return ok(defaultRotaSettings);
  return read.success
    ? ok({ cutoffHours: read.data.cutoffHours, hourlyValueCents: read.data.hourlyValueCents })
    : read;
}

/** What the books read: the hourly value of a volunteer's hour, in cents. */
export async function readHourlyValueCents(): Promise<Result<number>> {
  const settings = await readRotaSettings();
  return settings.success ? ok(settings.data.hourlyValueCents) : settings;
}

// ---- Staff writes --------------------------------------------------------------------------------

export async function saveRotaSettings(
  actor: LogActor,
  settings: RotaSettings,
): Promise<Result<void>> {
  const data = { cutoffHours: settings.cutoffHours, hourlyValueCents: settings.hourlyValueCents };
  return commitLogged(
    actor,
    {
      operation: 'updateRotaSettings',
      collection: 'rotaSettings',
      params: { slug: ROTA_SETTINGS_ID, item: data },
    },
    (batch) => batch.set(doc(db, ROTA_SETTINGS, ROTA_SETTINGS_ID), data),
  );
}

/** Adds a weekly shift (`id` null) or changes one; the weeks already made keep their shifts. */
export async function saveTemplate(
  actor: LogActor,
  id: string | null,
  draft: RotaTemplateDraft,
  active = true,
): Promise<Result<string>> {
  const [error] = Object.values(fieldErrors(templateDraftSchema, draft));
  if (error) return fail('invalid-argument', error);
  const slug = id ?? autoId();
  const data = { ...templateOfDraft(draft), active };
  const saved = await commitLogged(
    actor,
    {
      operation: id ? 'updateRotaTemplate' : 'addRotaTemplate',
      collection: 'rotaTemplates',
      params: { slug, item: data },
    },
    (batch) => batch.set(doc(db, ROTA_TEMPLATES, slug), data),
  );
  return saved.success ? ok(slug) : saved;
}

/** Firestore commits at most 500 writes: the shifts, the entry and the head. */
const MAX_WEEK_SHIFTS = 498;

async function createShifts(
  actor: LogActor,
  operation: 'generateRotaWeek' | 'copyRotaWeek',
  monday: string,
  shifts: readonly { plan: ShiftPlan; people: Record<string, ShiftPerson> }[],
): Promise<Result<number>> {
  const existing = await listShifts(monday, 7);
  if (!existing.success) return existing;
  const taken = new Set(existing.data.map((shift) => shift.slug));
  const missing = shifts.filter(({ plan }) => !taken.has(shiftIdOf(plan)));
  if (missing.length === 0) return ok(0);
  if (missing.length > MAX_WEEK_SHIFTS) {
    return fail('invalid-argument', `Una settimana può avere al massimo ${MAX_WEEK_SHIFTS} turni.`);
  }
  const ids = missing.map(({ plan }) => shiftIdOf(plan));
  const written = await commitLogged(
    actor,
    {
      operation,
      collection: 'rotaShifts',
      params: { slug: `week-${monday}`, item: { shifts: ids } },
    },
    (batch) => {
      missing.forEach(({ plan, people }, index) => {
        batch.set(doc(db, ROTA_SHIFTS, ids[index] ?? ''), shiftDocument(plan, people));
      });
    },
  );
  return written.success ? ok(missing.length) : written;
}

/** The week's shifts from the active templates; those already there stay as they are. */
export async function generateWeek(actor: LogActor, monday: string): Promise<Result<number>> {
  const templates = await listTemplates();
  if (!templates.success) return templates;
  const plans = plansOfWeek(templates.data, monday).map((plan) => ({ plan, people: {} }));
  return createShifts(actor, 'generateRotaWeek', monday, plans);
}

/** A week's shifts and their people onto another week, leaving the shifts already there. */
export async function copyWeek(
  actor: LogActor,
  fromMonday: string,
  toMonday: string,
): Promise<Result<number>> {
  const source = await listShifts(fromMonday, 7);
  if (!source.success) return source;
  return createShifts(
    actor,
    'copyRotaWeek',
    toMonday,
    copiedPlans(source.data, fromMonday, toMonday),
  );
}

/** A one-off shift (an event's, or an extra one). */
export async function addOneOffShift(
  actor: LogActor,
  plan: Omit<ShiftPlan, 'source' | 'templateId'>,
): Promise<Result<string>> {
  const full: ShiftPlan = { ...plan, templateId: null, source: autoId() };
  const id = shiftIdOf(full);
  const saved = await commitLogged(
    actor,
    {
      operation: 'addRotaShift',
      collection: 'rotaShifts',
      params: { slug: id, item: { date: plan.date, start: plan.start, needed: plan.needed } },
    },
    (batch) => batch.set(doc(db, ROTA_SHIFTS, id), shiftDocument(full)),
  );
  return saved.success ? ok(id) : saved;
}

export async function deleteShift(actor: LogActor, id: string): Promise<Result<void>> {
  return commitLogged(
    actor,
    { operation: 'deleteRotaShift', collection: 'rotaShifts', params: { slug: id, item: null } },
    (batch) => batch.delete(doc(db, ROTA_SHIFTS, id)),
  );
}

const gone = fail<never>('not-found', 'Questo turno non esiste più.');

/** Staff change one person's place on a shift; the entry names the access key, not the person. */
function changePerson(
  actor: LogActor,
  id: string,
  key: string,
  operation: 'assignRotaShift' | 'unassignRotaShift' | 'markRotaAttendance',
  change: (
    people: Record<string, ShiftPerson>,
    shift: DocumentData,
  ) => Record<string, ShiftPerson> | string,
): Promise<Result<void>> {
  const ref = doc(db, ROTA_SHIFTS, id);
  return transactLogged(actor, `${operation} ${id}`, async (transaction) => {
    const stored = await transaction.get(ref);
    if (!stored.exists()) return gone;
    const people = (stored.get('people') ?? {}) as Record<string, ShiftPerson>;
    const changed = change({ ...people }, stored.data());
    if (typeof changed === 'string') return fail('failed-precondition', changed);
    const record: LogRecord = {
      operation,
      collection: 'rotaShifts',
      params: { slug: id, item: { volunteer: key, people: Object.keys(changed).length } },
    };
    return {
      record,
      write: (writer) => writer.set(ref, { ...stored.data(), people: changed }),
      value: undefined,
    };
  });
}

export const assignVolunteer = (
  actor: LogActor,
  id: string,
  access: { readonly slug: string; readonly name: string },
): Promise<Result<void>> =>
  changePerson(actor, id, access.slug, 'assignRotaShift', (people, shift) => {
    if (access.slug in people) return 'Questa persona è già nel turno.';
    if (Object.keys(people).length >= Number(shift.needed)) return 'Il turno è già completo.';
    return { ...people, [access.slug]: { name: firstNameOf(access.name), present: null } };
  });

export const unassignVolunteer = (
  actor: LogActor,
  id: string,
  key: string,
): Promise<Result<void>> =>
  changePerson(actor, id, key, 'unassignRotaShift', (people) => {
    if (!(key in people)) return 'Questa persona non è nel turno.';
    const { [key]: _left, ...rest } = people;
    return rest;
  });

export const markAttendance = (
  actor: LogActor,
  id: string,
  key: string,
  present: boolean,
): Promise<Result<void>> =>
  changePerson(actor, id, key, 'markRotaAttendance', (people) => {
    const person = people[key];
    if (!person) return 'Questa persona non è nel turno.';
    return { ...people, [key]: { ...person, present } };
  });

// ---- A volunteer's own place -----------------------------------------------------------------------

export type OwnChange = 'take' | 'leave' | 'present' | 'absent';

const OWN_ATTEMPTS = 3;

/**
 * Takes or leaves a place, or marks one's own attendance, in a transaction the rules judge: two
 * volunteers taking the last place at once, one gets it and the other reads it full and is told so.
 * `database` is the app's (a test passes a second signed-in app's).
 */
export async function changeOwnPlace(
  email: string,
  id: string,
  change: OwnChange,
  now: () => Date = () => new Date(),
  database: Firestore = db,
): Promise<Result<void>> {
  const key = await accessKeyOf(email);
  const ref = doc(database, ROTA_SHIFTS, id);
  const settingsRef = doc(database, ROTA_SETTINGS, ROTA_SETTINGS_ID);
  const accessRef = doc(database, 'volunteerAccess', key);
  for (let attempt = 1; ; attempt++) {
    try {
      return await runTransaction(database, async (transaction) => {
        const [stored, settings, access] = await Promise.all([
          transaction.get(ref),
          transaction.get(settingsRef),
          transaction.get(accessRef),
        ]);
        if (!stored.exists()) return gone;
        const parsed = rotaShiftSchema.safeParse({ slug: stored.id, ...stored.data() });
        if (!parsed.success) return fail('invalid-argument', 'Questo turno non è leggibile.');
        const shift = parsed.data;
        const cutoff = settings.exists()
          ? Number(settings.get('cutoffHours'))
          : defaultRotaSettings.cutoffHours;
        const person = shift.people[key];
        if (change === 'take' || change === 'leave') {
          const refusal =
            change === 'take'
              ? takeRefusal(shift, key, now(), cutoff)
              : leaveRefusal(shift, key, now(), cutoff);
          if (refusal) return fail('failed-precondition', refusalTexts[refusal]);
          const name = firstNameOf(String(access.get('name') ?? ''));
          transaction.update(
            ref,
            `people.${key}`,
            change === 'take' ? { name, present: null } : deleteField(),
          );
        } else {
          if (!person) return fail('failed-precondition', refusalTexts['not-on']);
          if (now() < shift.startsAt) {
            return fail('failed-precondition', 'La presenza si segna quando il turno è iniziato.');
          }
          transaction.update(ref, `people.${key}.present`, change === 'present');
        }
        return ok(undefined);
      });
    } catch (error) {
      // The rules judged the write against the shift as it is now (another took the last place):
      // read again, to say why.
      if (errorCode(error) === 'permission-denied' && attempt < OWN_ATTEMPTS) continue;
      return failure(`${change} ${id}`, error);
    }
  }
}
