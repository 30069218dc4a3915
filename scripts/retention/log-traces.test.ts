import { classifyLogEntry, deletionRecord, type ApplicationTarget } from './log-traces.ts';

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
