import * as z from 'zod/mini';
import {
  flag,
  isoDate,
  optionalOneOf,
  parseDocument,
  stringList,
  text,
  timestamp,
  triState,
} from './schema';

const schema = z.object({
  name: text(),
  bdn: triState(),
  showWeb: flag(),
  sex: optionalOneOf(['Femmina', 'Maschio'] as const),
  birthday: isoDate(),
  date: timestamp(),
  horses: stringList(),
});

const when = new Date('2026-05-01T10:00:00Z');

describe('document schemas', () => {
  it('read absent and null fields as empty values', () => {
    const result = parseDocument(schema, 'horses/ada', { date: when, sex: null });
    expect(result).toEqual({
      success: true,
      data: { name: '', bdn: 0, showWeb: false, sex: '', birthday: '', date: when, horses: [] },
    });
  });

  it('read Firestore timestamps as dates', () => {
    const result = parseDocument(schema, 'events/x', { date: { toDate: () => when } });
    expect(result.data?.date).toEqual(when);
  });

  it('name the document and every wrong field', () => {
    const result = parseDocument(schema, 'horses/ada', {
      name: 3,
      bdn: 2,
      showWeb: 'yes',
      sex: 'F',
      birthday: '01/02/2020',
      date: 'ieri',
      horses: 'ada',
    });
    expect(result.error?.code).toBe('malformed-document');
    expect(result.error?.message).toBe(
      'Il documento horses/ada non è valido: campo "name" deve essere un testo; ' +
        'campo "bdn" deve essere 1, -1 o 0; campo "showWeb" deve essere vero o falso; ' +
        'campo "sex" deve essere uno tra "Femmina", "Maschio" o vuoto; ' +
        'campo "birthday" deve essere una data AAAA-MM-GG; campo "date" deve essere una data e ora; ' +
        'campo "horses" deve essere una lista di testi.',
    );
  });
});
