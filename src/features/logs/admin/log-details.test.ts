import type { LogEntry, LogValue } from '../model/log-entry';
import {
  EMPTY_VALUE,
  formatLogValue,
  itemPath,
  logDetails,
  logUserName,
  OPEN_LINES,
} from './log-details';
import { operationLabel } from './log-labels';

const entry = (fields: Partial<LogEntry> = {}): LogEntry => ({
  id: 'log-1',
  date: new Date('2026-03-01T09:30:00Z'),
  user: { uid: 'staff-1', email: 'giulia@example.org', displayName: 'Giulia Demo' },
  operation: 'updateHorse',
  collection: 'horses',
  slug: 'leila',
  item: null,
  changes: null,
  itemWithheld: false,
  files: { stored: [], deleted: [] },
  ...fields,
});

describe('formatLogValue', () => {
  it('writes each kind of value on one line', () => {
    expect(formatLogValue('Leila')).toBe('Leila');
    expect(formatLogValue(-1)).toBe('-1');
    expect(formatLogValue(true)).toBe('sì');
    expect(formatLogValue(false)).toBe('no');
    expect(formatLogValue(null)).toBe('');
    expect(formatLogValue(new Date('2026-09-21T12:00:00Z'))).toBe('21 settembre 2026 alle 14:00');
    expect(formatLogValue(['aramisz', 'benji'])).toBe('aramisz, benji');
    expect(formatLogValue({ published: 12, when: null })).toBe('published: 12; when: ');
  });
});

describe('logDetails', () => {
  it("lists an application's changed staff fields as labelled lines, a cleared one as empty", () => {
    expect(
      logDetails(
        entry({
          operation: 'updateAdoptionApplication',
          collection: 'adoptionApplications',
          changes: {
            evaluation: 'Promosso',
            homecheck: 'Fatto',
            internalNotes: '',
            startDate: null,
          },
        }),
      ),
    ).toEqual({
      kind: 'lines',
      lines: [
        { label: 'Valutazione', value: 'Promosso' },
        { label: 'Preadozione', value: 'Fatto' },
        { label: 'Note interne', value: EMPTY_VALUE },
        { label: 'Data di inizio', value: EMPTY_VALUE },
      ],
    });
  });

  it('says an application was opened: "Nuova: no"', () => {
    const opened = entry({
      operation: 'openCessionApplication',
      collection: 'cessionApplications',
      slug: 'aBcDeFgHiJkLmNoPqRsT',
      changes: { isNew: false },
    });
    expect(logDetails(opened)).toEqual({
      kind: 'lines',
      lines: [{ label: 'Nuova', value: 'no' }],
    });
    expect(itemPath(opened)).toBe('/admin/cession-applications/aBcDeFgHiJkLmNoPqRsT');
  });

  it('shows a short item open, without its slug and empty fields', () => {
    expect(
      logDetails(entry({ operation: 'republishPublicHorses', slug: '*', item: { published: 9 } })),
    ).toEqual({ kind: 'lines', lines: [{ label: 'published', value: '9' }] });
  });

  it('closes a whole horse under "Dettagli (N campi)", its filled fields in name order', () => {
    const item = {
      slug: 'leila',
      name: 'Leila',
      status: 'Adottato',
      claim: '',
      bdn: 1,
      notes: null,
      breed: 'Sella',
      tags: [],
    };
    const details = logDetails(entry({ item }));
    expect(details).toEqual({
      kind: 'collapsed',
      summary: 'Dettagli (4 campi)',
      lines: [
        { label: 'bdn', value: '1' },
        { label: 'breed', value: 'Sella' },
        { label: 'name', value: 'Leila' },
        { label: 'status', value: 'Adottato' },
      ],
    });
    expect(OPEN_LINES).toBeLessThan(4);
  });

  it('says when an older application entry is withheld, and shows nothing when there is nothing', () => {
    expect(logDetails(entry({ collection: 'adoptionApplications', itemWithheld: true }))).toEqual({
      kind: 'withheld',
    });
    expect(logDetails(entry())).toEqual({ kind: 'none' });
    expect(logDetails(entry({ changes: {} }))).toEqual({ kind: 'none' });
    expect(logDetails(entry({ item: { slug: 'leila', claim: '' } }))).toEqual({ kind: 'none' });
  });

  it('names the files a change stored or deleted, after its fields', () => {
    const files = {
      stored: ['public/horseNews/n1/foto-nuova.webp'],
      deleted: ['public/horseNews/n1/foto-vecchia.webp', 'public/horseNews/n1/altra.webp'],
    };
    expect(logDetails(entry({ item: { slug: 'n1', title: 'Dal dentista' }, files }))).toEqual({
      kind: 'lines',
      lines: [
        { label: 'title', value: 'Dal dentista' },
        { label: 'File salvati', value: 'foto-nuova.webp' },
        { label: 'File eliminati', value: 'foto-vecchia.webp, altra.webp' },
      ],
    });
    expect(logDetails(entry({ files: { stored: [], deleted: ['horses/ada.webp'] } }))).toEqual({
      kind: 'lines',
      lines: [{ label: 'File eliminati', value: 'ada.webp' }],
    });
  });
});

describe('a care day’s details', () => {
  const day = (item: Record<string, LogValue>) =>
    entry({
      operation: 'addCareDay',
      collection: 'careRecords',
      slug: 'DayId000000000000001',
      item,
    });
  const records = { RecordB: 'gerba', RecordA: 'ada', RecordC: 'tom' };

  it('says the care, the day and the horses, then the cost per horse and the notes', () => {
    const details = logDetails(
      day({ type: 'Maniscalco', date: '2026-11-24', notes: 'Ferri nuovi.', cost: 45.5, records }),
    );
    expect(details).toEqual({
      kind: 'lines',
      lines: [
        {
          label: 'Giornata',
          value: 'Maniscalco del 24 novembre 2026 per 3 cavalli: ada, gerba, tom',
        },
        { label: 'Costo per cavallo', value: '45,50 €' },
        { label: 'Note', value: 'Ferri nuovi.' },
      ],
    });
    expect(operationLabel('addCareDay')).toBe('Giornata di cure');
  });

  it('leaves out an empty cost and notes, and says "1 cavallo"', () => {
    expect(
      logDetails(
        day({
          type: 'Dentista',
          date: '2026-01-05',
          notes: ' ',
          cost: null,
          records: { R: 'blu' },
        }),
      ),
    ).toEqual({
      kind: 'lines',
      lines: [{ label: 'Giornata', value: 'Dentista del 5 gennaio 2026 per 1 cavallo: blu' }],
    });
    expect(
      logDetails(day({ type: 'Altro', date: '2026-01-05', notes: '', cost: 30, records })),
    ).toMatchObject({ lines: [{ value: expect.stringMatching(/^Altro/) }, { value: '30 €' }] });
  });

  it('falls back to the item’s fields when the entry is not shaped as a day', () => {
    const shapes: Record<string, LogValue>[] = [
      { type: 'Maniscalco', date: '2026-11-24', records: ['ada'] },
      { type: 'Maniscalco', date: '2026-11-24' },
      { date: '2026-11-24', records },
    ];
    for (const item of shapes) {
      expect(logDetails(day(item)).kind).not.toBe('none');
      expect(JSON.stringify(logDetails(day(item)))).not.toContain('Giornata');
    }
    expect(itemPath(day({ type: 'Maniscalco', date: '2026-11-24', records }))).toBeNull();
  });
});

describe('itemPath', () => {
  it("links to the item's admin page", () => {
    expect(itemPath(entry())).toBe('/admin/horses/leila');
    expect(itemPath(entry({ operation: 'addEvent', collection: 'events', slug: 'festa' }))).toBe(
      '/admin/events/festa',
    );
    const application = (collection: LogEntry['collection'], slug: string) =>
      itemPath(entry({ operation: 'updateX', collection, slug }));
    expect(application('adoptionApplications', 'a1')).toBe('/admin/adoption-applications/a1');
    expect(application('cessionApplications', 'c1')).toBe('/admin/cession-applications/c1');
    expect(application('circleApplications', 'k1')).toBe('/admin/circle-applications/k1');
    // A register record: its enrolment's page, a removal's or correction's by the number it names.
    const register = (slug: string, item: LogEntry['item']) =>
      itemPath(
        entry({ operation: 'removeVolunteer', collection: 'volunteerRegister', slug, item }),
      );
    expect(register('occasionale-000004', { kind: 'iscrizione', number: 4 })).toBe(
      '/admin/volunteer-register/occasionale-000004',
    );
    expect(
      register('non-occasionale-000016', { kind: 'cancellazione', number: 16, entry: 6 }),
    ).toBe('/admin/volunteer-register/non-occasionale-000006');
    // A member put back on a horse's news: their circle application.
    expect(
      itemPath(entry({ operation: 'resubscribeToNews', collection: 'unsubscribes', slug: 'k1' })),
    ).toBe('/admin/circle-applications/k1');
  });

  it('does not link a deleted item, every horse at once, or an unknown collection', () => {
    expect(itemPath(entry({ operation: 'deleteHorse' }))).toBeNull();
    expect(
      itemPath(entry({ operation: 'retentionDelete', collection: 'adoptionApplications' })),
    ).toBeNull();
    expect(itemPath(entry({ operation: 'republishPublicHorses', slug: '*' }))).toBeNull();
    expect(itemPath(entry({ collection: null }))).toBeNull();
    expect(itemPath(entry({ slug: '' }))).toBeNull();
  });
});

describe('logUserName', () => {
  it('is the name, else the e-mail, else the uid', () => {
    expect(logUserName(entry())).toBe('Giulia Demo');
    const user = { uid: 'u1', email: 'anna@example.org', displayName: ' ' };
    expect(logUserName(entry({ user }))).toBe('anna@example.org');
    expect(logUserName(entry({ user: { ...user, email: null, displayName: null } }))).toBe('u1');
  });
});

describe('operationLabel', () => {
  it('names every logged operation in Italian, and no other', () => {
    expect(operationLabel('updateHorse')).toBe('Modifica cavallo');
    expect(operationLabel('deleteCircleApplication')).toBe('Eliminazione candidatura cerchia');
    expect(operationLabel('retentionDelete')).toBe('Cancellazione per fine conservazione');
    expect(operationLabel('openAdoptionApplication')).toBe('Candidatura adozione aperta');
    expect(operationLabel('openCessionApplication')).toBe('Candidatura cessione aperta');
    expect(operationLabel('toString')).toBeNull();
    expect(operationLabel('updateUser')).toBeNull();
    const items = [
      'Horse',
      'Event',
      'AdoptionApplication',
      'CessionApplication',
      'CircleApplication',
    ];
    for (const item of items) {
      for (const action of ['add', 'update', 'delete']) {
        expect(operationLabel(`${action}${item}`), `${action}${item}`).toBeTruthy();
      }
    }
  });
});
