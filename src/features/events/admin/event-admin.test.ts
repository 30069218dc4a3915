import { anEvent } from '#src/test-support/factories';
import type { HorseEvent } from '../model/event';
import { eventFieldErrors } from '../model/event-draft';
import { eventEditTitle, eventErrors, eventListName, typedEventDate } from './event-admin';

const event = (fields: Partial<HorseEvent>): HorseEvent =>
  anEvent({ slug: 'festa', name: '', ...fields });

describe('eventListName', () => {
  it('prefers the Italian name, then the name, then the slug', () => {
    expect(eventListName(event({ name: 'Festa', name_it: 'Festa di primavera' }))).toBe(
      'Festa di primavera',
    );
    expect(eventListName(event({ name: 'Festa', name_it: '  ' }))).toBe('Festa');
    expect(eventListName(event({}))).toBe('festa');
  });
});

describe('eventEditTitle', () => {
  it('is "Eventi: " and the name, or the slug without one', () => {
    expect(eventEditTitle(event({ name: 'Festa', name_it: 'Festa di primavera' }))).toBe(
      'Eventi: Festa',
    );
    expect(eventEditTitle(event({}))).toBe('Eventi: festa');
  });
});

describe('eventErrors', () => {
  const saved = new Date('2026-09-21T12:00:42Z');

  it('needs a name that is not only spaces', () => {
    expect(eventErrors({ name: '' }, '2026-09-21T14:00', saved)).toEqual({
      name: eventFieldErrors.name,
    });
    expect(eventErrors({ name: '   ' }, '2026-09-21T14:00', saved)).toEqual({
      name: eventFieldErrors.name,
    });
    expect(eventErrors({ name: 'Festa' }, '2026-09-21T14:00', saved)).toEqual({});
  });

  it('needs a date and time typed in full', () => {
    expect(eventErrors({ name: 'Festa' }, '', saved)).toEqual({ date: eventFieldErrors.date });
    expect(eventErrors({ name: 'Festa' }, '2026-10-04T15:30', saved)).toEqual({});
    expect(eventErrors({ name: '' }, '2026-09-2', saved)).toEqual(eventFieldErrors);
  });
});

describe('typedEventDate', () => {
  const saved = new Date('2026-09-21T12:00:42Z');

  it('reads the text as Italian time', () => {
    expect(typedEventDate('2026-10-04T15:30', saved)).toEqual(new Date('2026-10-04T13:30:00Z'));
  });

  it('gives the saved instant, seconds included, while the text shows it', () => {
    expect(typedEventDate('2026-09-21T14:00', saved)).toBe(saved);
  });

  it('is null while the text is empty or not a date yet', () => {
    expect(typedEventDate('', saved)).toBeNull();
    expect(typedEventDate('2026-09-2', saved)).toBeNull();
    expect(typedEventDate('2026-02-30T10:00', saved)).toBeNull();
  });
});
