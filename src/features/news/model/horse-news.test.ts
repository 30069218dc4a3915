import * as z from 'zod/mini';
import {
  byNewestFirst,
  horseNewsSchema,
  newestFirst,
  newNews,
  newsLimits,
  storedNews,
  type HorseNews,
} from './horse-news';
import { todayInRome } from '#src/lib/format/dates';
import { newsErrors } from './news-draft';

const id = 'AbCdEfGhIjKlMnOpQr12';
const news = (overrides: Partial<HorseNews> = {}): HorseNews => ({
  id,
  horseSlug: 'ada',
  date: '2026-05-12',
  title: 'Ada ha un nuovo amico',
  text: '<p>Testo</p>',
  photo: '',
  ...overrides,
});

describe('horseNewsSchema', () => {
  it('reads a stored news with its document id', () => {
    const { id: _id, ...stored } = news();
    expect(z.parse(horseNewsSchema, { ...stored, slug: id })).toEqual(news());
  });

  it('reads missing texts as empty', () => {
    expect(z.parse(horseNewsSchema, { slug: id, horseSlug: 'ada' })).toEqual(
      news({ date: '', title: '', text: '', photo: '' }),
    );
  });

  it('refuses a news without its horse, or with a malformed date', () => {
    expect(() => z.parse(horseNewsSchema, { slug: id, title: 'x' })).toThrow();
    expect(() =>
      z.parse(horseNewsSchema, { slug: id, horseSlug: 'ada', date: '12/05/2026' }),
    ).toThrow();
  });
});

describe('storedNews', () => {
  it('keeps exactly the stored fields, without the id', () => {
    expect(storedNews(news({ photo: `horses/ada/news/${id}.webp` }))).toEqual({
      horseSlug: 'ada',
      date: '2026-05-12',
      title: 'Ada ha un nuovo amico',
      text: '<p>Testo</p>',
      photo: `horses/ada/news/${id}.webp`,
    });
  });
});

describe('newNews and todayInRome', () => {
  it("dates a new news with Italy's day, not the computer's", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Rome.
    const lateNight = new Date('2025-12-31T23:30:00Z');
    expect(todayInRome(lateNight)).toBe('2026-01-01');
    expect(newNews('ada', id, lateNight)).toEqual({
      id,
      horseSlug: 'ada',
      date: '2026-01-01',
      title: '',
      text: '',
      photo: '',
    });
  });
});

describe('newest first', () => {
  it('orders by date, newest first, then by title, then by id', () => {
    const a = news({ id: 'a', date: '2026-01-01', title: 'B' });
    const b = news({ id: 'b', date: '2026-03-01', title: 'A' });
    const c = news({ id: 'c', date: '2026-01-01', title: 'A' });
    const d = news({ id: 'd', date: '2026-01-01', title: 'A' });
    expect(newestFirst([a, d, b, c]).map((item) => item.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(byNewestFirst(b, b)).toBe(0);
  });

  it('does not change the list it is given', () => {
    const list = [news({ id: 'old', date: '2025-01-01' }), news({ id: 'new' })];
    newestFirst(list);
    expect(list.map((item) => item.id)).toEqual(['old', 'new']);
  });
});

describe('newsErrors', () => {
  it('accepts a complete news, with or without its own photo', () => {
    expect(newsErrors(news())).toEqual({});
    expect(newsErrors(news({ text: '', photo: `horses/ada/news/${id}.webp` }))).toEqual({});
  });

  it('asks for a title, within 200 characters', () => {
    expect(newsErrors(news({ title: '   ' }))).toEqual({ title: 'Scrivi il titolo.' });
    expect(newsErrors(news({ title: 'a'.repeat(newsLimits.title) }))).toEqual({});
    expect(newsErrors(news({ title: 'a'.repeat(201) })).title).toMatch(/al massimo 200/);
  });

  it('asks for a real date', () => {
    for (const date of ['', '2026-02-30', '2026-5-12', 'ieri']) {
      expect(newsErrors(news({ date }))).toEqual({ date: 'Scegli la data della notizia.' });
    }
  });

  it('refuses a text longer than the rules accept', () => {
    expect(newsErrors(news({ text: 'a'.repeat(20_000) }))).toEqual({});
    expect(newsErrors(news({ text: 'a'.repeat(20_001) })).text).toMatch(/troppo lungo/);
  });

  it("refuses a photo that is not the news' own", () => {
    expect(newsErrors(news({ photo: 'horses/ada-zoom.webp' })).photo).toBeDefined();
    expect(newsErrors(news({ photo: `horses/blu/news/${id}.webp` })).photo).toBeDefined();
  });
});
