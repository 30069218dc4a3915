import {
  applicationOfLogEntry,
  classifyLogEntry,
  deletionRecord,
  logEntryHoldsData,
  olderOperations,
  type ApplicationTarget,
} from './log-traces.ts';

// Which log entries are about an application, in both generations of the log's shape
// (src/lib/data/audit-log.ts; older entries named no collection and held the whole application).

const target: ApplicationTarget = { id: 'AbCdEf0123456789GhIj', kind: 'adoption' };
const user = { uid: 'staff-1', email: 'staff@example.org', displayName: 'Staff' };
const application = { givenName: 'Ottavia', familyName: 'Quintavalle', phone: '+39 333 1234567' };

describe('an entry about the application', () => {
  it.each([
    [
      'a current staff change',
      {
        function: 'updateAdoptionApplication',
        collection: 'adoptionApplications',
        params: { slug: target.id, changes: { status: 'Chiusa' } },
      },
    ],
    [
      'a current staff deletion',
      {
        function: 'deleteAdoptionApplication',
        collection: 'adoptionApplications',
        params: { slug: target.id, changes: {} },
      },
    ],
    [
      'an older creation with the whole application',
      { function: 'addAdoptionApplication', params: { slug: target.id, item: application } },
    ],
    [
      'an older change with the whole application',
      { function: 'updateAdoptionApplication', params: { slug: target.id, item: application } },
    ],
    [
      'an older deletion with the whole application',
      { function: 'deleteAdoptionApplication', params: { slug: target.id, item: application } },
    ],
    [
      "the script's older record, with the application's date",
      {
        function: 'retentionDelete',
        params: {
          slug: target.id,
          item: { kind: 'adoption', collection: 'adoptionApplications', date: '2020-01-01' },
        },
      },
    ],
    [
      'a record in the current shape that holds an item after all',
      {
        function: 'retentionDelete',
        collection: 'adoptionApplications',
        params: { slug: target.id, item: application },
      },
    ],
  ])('%s is a trace to delete', (_what, entry) => {
    expect(classifyLogEntry({ user, ...entry, date: new Date() }, target)).toBe('trace');
  });

  it('is the deletion record when it is the current record shape', () => {
    const record = deletionRecord(
      { uid: 'script:retention', email: null, displayName: 'npm run retention (x)' },
      target,
    );
    expect(classifyLogEntry(record, target)).toBe('record');
    expect(record).toEqual({
      user: { uid: 'script:retention', email: null, displayName: 'npm run retention (x)' },
      function: 'retentionDelete',
      collection: 'adoptionApplications',
      params: { slug: target.id, changes: {} },
      date: expect.anything(),
    });
  });
});

describe('an entry about something else', () => {
  it.each([
    [
      'another application',
      { function: 'addAdoptionApplication', params: { slug: 'other', item: application } },
    ],
    [
      'a cession application with the same id',
      {
        function: 'updateCessionApplication',
        collection: 'cessionApplications',
        params: { slug: target.id, changes: {} },
      },
    ],
    [
      'an older cession entry with the same id',
      { function: 'updateCessionApplication', params: { slug: target.id, item: application } },
    ],
    [
      "the script's older record of a circle application with the same id",
      {
        function: 'retentionDelete',
        params: { slug: target.id, item: { kind: 'circle', collection: 'circleApplications' } },
      },
    ],
    [
      'a horse with that slug',
      { function: 'updateHorse', collection: 'horses', params: { slug: target.id, item: {} } },
    ],
    [
      'an older horse entry with that slug',
      { function: 'updateHorse', params: { slug: target.id, item: {} } },
    ],
    ['an entry without params', { function: 'addAdoptionApplication' }],
  ])('%s is left alone', (_what, entry) => {
    expect(classifyLogEntry({ user, ...entry, date: new Date() }, target)).toBe('unrelated');
  });
});

describe('which application an entry is about', () => {
  it.each([
    [
      'a current cession entry',
      {
        function: 'updateCessionApplication',
        collection: 'cessionApplications',
        params: { slug: 'c1', changes: { internalNotes: 'Chiamare' } },
      },
      { id: 'c1', kind: 'cession' },
    ],
    [
      'a current entry, whatever its operation is called',
      {
        function: 'archiveCircleApplication',
        collection: 'circleApplications',
        params: { slug: 'k1', changes: {} },
      },
      { id: 'k1', kind: 'circle' },
    ],
    [
      'an older adoption entry, by its operation',
      { function: 'deleteAdoptionApplication', params: { slug: 'a1', item: application } },
      { id: 'a1', kind: 'adoption' },
    ],
    [
      "the script's older record, by the collection it recorded",
      {
        function: 'retentionDelete',
        params: { slug: 'c2', item: { collection: 'cessionApplications' } },
      },
      { id: 'c2', kind: 'cession' },
    ],
    [
      "the script's older record, by the kind it recorded",
      { function: 'retentionDelete', params: { slug: 'k2', item: { kind: 'circle' } } },
      { id: 'k2', kind: 'circle' },
    ],
  ])('%s names it', (_what, entry, about) => {
    expect(applicationOfLogEntry({ user, ...entry, date: new Date() })).toEqual(about);
  });

  it.each([
    [
      'a horse',
      { function: 'updateHorse', collection: 'horses', params: { slug: 'a1', item: {} } },
    ],
    ['an older event', { function: 'addEvent', params: { slug: 'a1', item: {} } }],
    ['an unknown collection', { function: 'x', collection: 'people', params: { slug: 'a1' } }],
    [
      'a null collection',
      { function: 'addAdoptionApplication', collection: null, params: { slug: 'a1' } },
    ],
    ['an older operation of no kind', { function: 'updateApplication', params: { slug: 'a1' } }],
    [
      "the script's older record of nothing known",
      { function: 'retentionDelete', params: { slug: 'a1', item: { kind: 'x' } } },
    ],
    [
      "the script's older record without item",
      { function: 'retentionDelete', params: { slug: 'a1' } },
    ],
    ['no slug', { function: 'addAdoptionApplication', params: { item: application } }],
    [
      'an empty slug',
      { function: 'addAdoptionApplication', params: { slug: '', item: application } },
    ],
    ['a slug that is not text', { function: 'addAdoptionApplication', params: { slug: 7 } }],
    ['params that are not a map', { function: 'addAdoptionApplication', params: 'a1' }],
  ])('%s names none', (_what, entry) => {
    expect(applicationOfLogEntry({ user, ...entry, date: new Date() })).toBeNull();
  });
});

describe('whether an entry holds data', () => {
  it.each([
    ['an older entry with the whole application', { slug: 'a1', item: application }],
    [
      "the script's older record, with the application's date",
      { slug: 'a1', item: { kind: 'adoption', date: '2020-01-01' } },
    ],
    ['a staff change', { slug: 'a1', changes: { internalNotes: 'Sentita Ottavia' } }],
    ['a change that cleared a field', { slug: 'a1', changes: { status: null } }],
    ['anything else beside the slug', { slug: 'a1', note: 'Ottavia' }],
  ])('%s does', (_what, params) => {
    expect(logEntryHoldsData({ user, function: 'updateAdoptionApplication', params })).toBe(true);
  });

  it.each([
    ['a staff deletion', { slug: 'a1', changes: {} }],
    [
      'a deletion record',
      deletionRecord({ uid: 'u', email: null, displayName: 'd' }, target).params,
    ],
    ['an empty item', { slug: 'a1', item: null }],
    ['only the slug', { slug: 'a1' }],
    ['empty values', { slug: 'a1', changes: {}, item: [], note: '' }],
  ])('%s does not', (_what, params) => {
    expect(logEntryHoldsData({ user, function: 'deleteAdoptionApplication', params })).toBe(false);
  });

  it('is false without params', () => {
    expect(logEntryHoldsData({ user, function: 'deleteAdoptionApplication' })).toBe(false);
  });
});

describe('the older operations of the kinds', () => {
  it('are the app operations of each kind and the script own, within one `in` query', () => {
    expect(olderOperations(['cession'])).toEqual([
      'addCessionApplication',
      'updateCessionApplication',
      'deleteCessionApplication',
      'retentionDelete',
    ]);
    const all = olderOperations(['adoption', 'cession', 'circle']);
    expect(all).toHaveLength(10);
    expect(all.length).toBeLessThanOrEqual(30);
    expect(all).toContain('addCircleApplication');
  });
});
