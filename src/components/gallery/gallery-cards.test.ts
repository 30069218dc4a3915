import { association } from '#src/config/association';
import { eventCard, eventName, horseCard } from './gallery-cards';

const festa = { slug: 'festa', name: 'Festa', name_it: 'Festa d’estate', name_en: 'Summer party' };

describe('horseCard', () => {
  it('links to the horse page and shows its thumbnail', () => {
    expect(horseCard({ slug: 'ada', name: 'Ada' })).toEqual({
      key: 'ada',
      name: 'Ada',
      href: '/cavalli/ada',
      image: {
        png: 'horses/ada-thumb.png',
        webp: 'horses/ada-thumb.webp',
        alt: `Ada di ${association.name}`,
      },
    });
  });
});

describe('eventCard', () => {
  it('links to the Italian event page with the Italian name', () => {
    expect(eventCard(festa, 'it')).toEqual({
      key: 'festa',
      name: 'Festa d’estate',
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
  });
});

describe('eventName', () => {
  it('falls back to the plain name when the translation is empty', () => {
    const untranslated = { ...festa, name_it: '', name_en: '  ' };
    expect(eventName(untranslated, 'it')).toBe('Festa');
    expect(eventName(untranslated, 'en')).toBe('Festa');
  });
});
