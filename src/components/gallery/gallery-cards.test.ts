import { association } from '#src/config/association';
import { eventCard, eventName, horseCard } from './gallery-cards';

// 00:30 on Sunday 14 June in Italy, still Saturday in UTC.
const festa = {
  slug: 'festa',
  name: 'Festa',
  name_it: 'Festa d’estate',
  name_en: 'Summer party',
  date: '2026-06-13T22:30:00.000Z',
};

describe('horseCard', () => {
  it('links to the horse page and shows its thumbnail', () => {
    expect(horseCard({ slug: 'ada', name: 'Ada' })).toEqual({
      key: 'ada',
      name: 'Ada',
      href: '/cavalli/ada',
      image: {
        png: 'horses/ada/photo/thumb.png',
        webp: 'horses/ada/photo/thumb.webp',
        alt: `Ada di ${association.name}`,
      },
    });
  });
});

describe('eventCard', () => {
  it('links to the Italian event page with the Italian name and its day in Italy', () => {
    expect(eventCard(festa, 'it')).toEqual({
      key: 'festa',
      name: 'Festa d’estate',
      date: { iso: '2026-06-13T22:30:00.000Z', text: 'dom 14 giugno 2026' },
      href: '/it/eventi/festa',
      image: {
        png: 'events/festa-thumb.png',
        webp: 'events/festa-thumb.webp',
        alt: `Festa d’estate organizzato da ${association.name}`,
      },
    });
  });

  it('links to the English event page with the English name', () => {
    const card = eventCard(festa, 'en');
    expect(card.href).toBe('/en/events/festa');
    expect(card.name).toBe('Summer party');
    expect(card.image.alt).toBe(`Summer party organizzato da ${association.name}`);
    expect(card.date).toEqual({ iso: festa.date, text: 'Sun 14 June 2026' });
  });

  it('shows no day rather than a wrong one when the date cannot be read', () => {
    expect(eventCard({ ...festa, date: 'domani' }, 'it').date).toBeUndefined();
  });
});

describe('eventName', () => {
  it('falls back to the plain name when the translation is empty', () => {
    const untranslated = { ...festa, name_it: '', name_en: '  ' };
    expect(eventName(untranslated, 'it')).toBe('Festa');
    expect(eventName(untranslated, 'en')).toBe('Festa');
  });
});
