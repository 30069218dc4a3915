import { changedFields, logEntry } from './audit-log';

describe('changedFields', () => {
  const staffFields = ['evaluation', 'homecheck', 'internalNotes'];

  it('keeps only the listed fields whose value changed, with the new value', () => {
    expect(
      changedFields(
        staffFields,
        { evaluation: '', homecheck: 'Da fare', internalNotes: 'a', phone: '333' },
        { evaluation: 'Promosso', homecheck: 'Da fare', internalNotes: 'b', phone: '444' },
      ),
    ).toEqual({ evaluation: 'Promosso', internalNotes: 'b' });
  });

  it('treats an empty text, null and a missing field alike, and records a clearing as null', () => {
    expect(changedFields(staffFields, {}, { evaluation: '', homecheck: null })).toEqual({});
    expect(changedFields(staffFields, { internalNotes: 'x' }, { internalNotes: '' })).toEqual({
      internalNotes: null,
    });
  });

  it('never copies a field that is not listed, whatever changed', () => {
    const changes = changedFields(
      staffFields,
      { givenName: 'Maria' },
      { givenName: 'Marta', email: 'm@example.org' },
    );
    expect(changes).toEqual({});
  });
});

describe('logEntry', () => {
  it("names the writer as the token does and the item's collection", () => {
    const entry = logEntry(
      { uid: 'u1', email: 'staff@example.org', displayName: null },
      { operation: 'updateHorse', collection: 'horses', params: { slug: 'ada', item: null } },
    );
    expect(entry).toMatchObject({
      user: { uid: 'u1', email: 'staff@example.org', displayName: null },
      function: 'updateHorse',
      collection: 'horses',
      params: { slug: 'ada', item: null },
    });
    expect(Object.keys(entry).sort()).toEqual(['collection', 'date', 'function', 'params', 'user']);
  });

  it('keeps only uid, e-mail and name of a signed-in user (the rules refuse anything else)', () => {
    const user = {
      uid: 'u1',
      email: 'staff@example.org',
      displayName: 'Giulia',
      emailVerified: true,
      phoneNumber: null,
    };
    const entry = logEntry(user, {
      operation: 'deleteEvent',
      collection: 'events',
      params: { slug: 'festa', item: null },
    });
    expect(entry.user).toEqual({ uid: 'u1', email: 'staff@example.org', displayName: 'Giulia' });
  });
});
