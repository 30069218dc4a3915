import type { HorseNews } from './model/horse-news';
import { horseNewsSnapshot } from './news-snapshot';

const item = (id: string, horseSlug: string): HorseNews => ({
  id,
  horseSlug,
  date: '2026-05-12',
  title: id,
  text: '',
  photo: '',
});

it("keeps one horse's news, in the order given", () => {
  const all = [item('a', 'ada'), item('b', 'blu'), item('c', 'ada')];
  expect(horseNewsSnapshot('ada', all)).toEqual({ horseSlug: 'ada', news: [all[0], all[2]] });
  expect(horseNewsSnapshot('cleo', all)).toEqual({ horseSlug: 'cleo', news: [] });
});
