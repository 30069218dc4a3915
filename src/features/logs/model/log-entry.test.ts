import * as z from 'zod/mini';
import { parseDocument } from '#src/lib/data/schema';
import { collectionOfOperation, logEntrySchema, toLogValue } from './log-entry';

const date = new Date('2026-03-01T09:30:00Z');
const user = { uid: 'staff-1', email: 'giulia@example.org', displayName: 'Giulia Demo' };

const stored = (fields: Record<string, unknown>) => ({
  slug: 'log-1',
  user,
  function: 'updateHorse',
  collection: 'horses',
  params: { slug: 'leila', item: { slug: 'leila', name: 'Leila' } },
  date,
  ...fields,
});

const parse = (data: unknown) => parseDocument(logEntrySchema, 'logs/log-1', data);

const timestampOf = (value: Date) => ({ seconds: value.getTime() / 1000, toDate: () => value });

describe('logEntrySchema', () => {
  it('reads an entry of the current shape', () => {
    expect(parse(stored({})).data).toEqual({
      id: 'log-1',
      date,
      user,
      operation: 'updateHorse',
      collection: 'horses',
      slug: 'leila',
      item: { slug: 'leila', name: 'Leila' },
      changes: null,
      itemWithheld: false,
      files: { stored: [], deleted: [] },
    });
  });

  it('reads the Storage files an entry names, leaving out anything that is not a path', () => {
    const entry = parse(
      stored({
        function: 'updateHorseNews',
        collection: 'horseNews',
        params: {
          slug: 'NewsId00000000000001',
          item: { horseSlug: 'ada' },
          files: {
            stored: ['public/horseNews/NewsId00000000000001/new.webp', 42],
            deleted: 'public/horseNews/NewsId00000000000001/old.webp',
          },
        },
      }),
    ).data;
    expect(entry?.files).toEqual({
      stored: ['public/horseNews/NewsId00000000000001/new.webp'],
      deleted: [],
    });
  });

  it('reads a timestamp date, and timestamps inside the item, as dates', () => {
    const eventDate = new Date('2026-09-21T12:00:00Z');
    const entry = parse(
      stored({
        function: 'addEvent',
        collection: 'events',
        params: {
          slug: 'festa',
          item: { date: timestampOf(eventDate), tags: [timestampOf(date)] },
        },
        date: timestampOf(date),
      }),
    ).data;
    expect(entry?.date).toEqual(date);
    expect(entry?.item).toEqual({ date: eventDate, tags: [date] });
  });

  it('reads a missing e-mail or name as null', () => {
    expect(parse(stored({ user: { uid: 'script:retention' } })).data?.user).toEqual({
      uid: 'script:retention',
      email: null,
      displayName: null,
    });
  });

  it('derives the collection of an older entry from its operation', () => {
    const older = (operation: string) =>
      parse(stored({ function: operation, collection: undefined })).data?.collection;
    expect(older('updateHorse')).toBe('horses');
    expect(older('republishPublicHorses')).toBe('horses');
    expect(older('deleteEvent')).toBe('events');
    expect(older('updateAdoptionApplication')).toBe('adoptionApplications');
    expect(older('deleteCessionApplication')).toBe('cessionApplications');
    expect(older('updateCircleApplication')).toBe('circleApplications');
    expect(older('openAdoptionApplication')).toBe('adoptionApplications');
    expect(older('openCessionApplication')).toBe('cessionApplications');
    expect(older('somethingElse')).toBeNull();
    // An unknown stored collection is not trusted either.
    expect(parse(stored({ collection: 'altro' })).data?.collection).toBe('horses');
    expect(parse(stored({ collection: 42, function: 'x' })).data?.collection).toBeNull();
  });

  it('reads the collection of an older retention entry from what it recorded', () => {
    const item = { kind: 'adoption', collection: 'adoptionApplications', date: timestampOf(date) };
    const entry = parse(
      stored({ function: 'retentionDelete', collection: undefined, params: { slug: 'a1', item } }),
    ).data;
    expect(entry?.collection).toBe('adoptionApplications');
    // Not shown as the application's data, and not reported as withheld either.
    expect(entry?.item).toBeNull();
    expect(entry?.itemWithheld).toBe(false);
    expect(collectionOfOperation('retentionDelete', null)).toBeNull();
    expect(collectionOfOperation('retentionDelete', { collection: 'utenti' })).toBeNull();
  });

  it("never keeps an application's own data, even where an older entry holds it", () => {
    const application = {
      slug: 'adozione-001',
      givenName: 'Chiara',
      familyName: 'Rinaldi',
      email: 'chiara.rinaldi@example.org',
      phone: '+39 0000 300 001',
      evaluation: 'Promosso',
    };
    const older = parse(
      stored({
        function: 'updateAdoptionApplication',
        collection: undefined,
        params: { slug: 'adozione-001', item: application },
      }),
    ).data;
    expect(older).toMatchObject({
      collection: 'adoptionApplications',
      item: null,
      changes: null,
      itemWithheld: true,
    });
    expect(JSON.stringify(older)).not.toMatch(/Chiara|Rinaldi|chiara|0000/);
  });

  it("keeps only the staff fields among an application entry's changes", () => {
    const entry = parse(
      stored({
        function: 'updateCessionApplication',
        collection: 'cessionApplications',
        params: {
          slug: 'cessione-001',
          changes: { status: 'In carico', internalNotes: 'Chiamata fatta', phone: '+39 333' },
        },
      }),
    ).data;
    expect(entry?.changes).toEqual({ status: 'In carico', internalNotes: 'Chiamata fatta' });
    expect(entry?.itemWithheld).toBe(false);
  });

  it('keeps the opening of an application (isNew) among its staff changes', () => {
    const entry = parse(
      stored({
        function: 'openAdoptionApplication',
        collection: 'adoptionApplications',
        params: { slug: 'aBcDeFgHiJkLmNoPqRsT', changes: { isNew: false, givenName: 'Sara' } },
      }),
    ).data;
    expect(entry?.changes).toEqual({ isNew: false });
  });

  it('reads an item or changes that are not maps as absent', () => {
    const entry = parse(stored({ params: { slug: 'leila', item: 'testo', changes: [1, 2] } })).data;
    expect(entry?.item).toBeNull();
    expect(entry?.changes).toBeNull();
  });

  it.each([
    ['without a user', { user: undefined }, 'campo "user"'],
    ['with a user without uid', { user: { email: 'x@example.org' } }, 'campo "user.uid"'],
    ['without an operation', { function: undefined }, 'campo "function"'],
    ['with a numeric operation', { function: 7 }, 'campo "function"'],
    ['without params', { params: undefined }, 'campo "params"'],
    ['without the slug of its item', { params: { item: null } }, 'campo "params.slug"'],
    ['without a date', { date: undefined }, 'campo "date"'],
    ['with a date as text', { date: '2026-03-01' }, 'campo "date"'],
  ])('refuses an entry %s, naming the entry and the field', (_what, fields, field) => {
    const result = parse(stored(fields));
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe('malformed-document');
    expect(result.error?.message).toContain('logs/log-1');
    expect(result.error?.message).toContain(field);
  });
});

describe('toLogValue', () => {
  it('turns points and references into text and keeps plain values', () => {
    expect(toLogValue({ latitude: 45.1, longitude: 9.2 })).toBe('45.1,9.2');
    expect(toLogValue({ id: 'ada', path: 'horses/ada', firestore: {} })).toBe('horses/ada');
    expect(toLogValue({ a: [1, 'b', true, null, undefined] })).toEqual({
      a: [1, 'b', true, null, null],
    });
    expect(toLogValue(Number.NaN)).toBe('NaN');
    expect(z.parse(z.string(), toLogValue(BigInt(3)))).toBe('3');
  });
});
