import { anEvent } from '#src/test-support/factories';
import type { HorseEvent } from '../model/event';
import { canSaveEvent, eventEditTitle, eventListName } from './event-admin';

/** The event `festa`, without a name unless given one. */
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

describe('canSaveEvent', () => {
  it('needs a name that is not only spaces', () => {
    expect(canSaveEvent('')).toBe(false);
    expect(canSaveEvent('   ')).toBe(false);
    expect(canSaveEvent('Festa')).toBe(true);
  });
});
