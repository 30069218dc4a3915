import type { Firestore } from 'firebase-admin/firestore';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { horseNewsPhotoPath } from '#src/config/storage-paths.ts';
import {
  NEWS_PHOTO_CACHE,
  storedNews,
  type HorseNews,
} from '#src/features/news/model/horse-news.ts';
import { formatDate } from '#src/lib/format/dates.ts';
import { horseImage } from '../images.ts';
import { demoHorses } from './horses.ts';

// Fixed auto-ids, so seeding twice gives the same news.

interface DemoNews {
  readonly id: string;
  readonly horseSlug: string;
  readonly daysAgo: number;
  readonly title: string;
  readonly text: string;
  readonly withPhoto: boolean;
}

export const demoHorseNews: readonly DemoNews[] = [
  {
    id: 'DemoNewsAda000000001',
    horseSlug: 'ada',
    daysAgo: 3,
    title: 'Ada ha un nuovo compagno di paddock',
    text:
      '<p>Da questa settimana Ada divide il paddock con <strong>Blu</strong>: dopo due giorni di ' +
      'diffidenza ora brucano vicini e si grattano il garrese a vicenda.</p>',
    withPhoto: true,
  },
  {
    id: 'DemoNewsAda000000002',
    horseSlug: 'ada',
    daysAgo: 40,
    title: 'Visita del dentista',
    text:
      '<p>Il dentista equino ha limato le punte dei molari di Ada. Ora mastica il fieno senza ' +
      'fatica e ha ripreso peso.</p><ul><li>Prossimo controllo tra sei mesi</li></ul>',
    withPhoto: false,
  },
  {
    id: 'DemoNewsBlu000000001',
    horseSlug: 'blu',
    daysAgo: 12,
    title: 'Blu ha imparato a dare la zampa',
    text:
      '<p>Con pazienza e qualche carota, Blu solleva ora gli zoccoli per il maniscalco senza ' +
      'agitarsi. <em>Bravissimo!</em></p>',
    withPhoto: false,
  },
  {
    id: 'DemoNewsEsperanza001',
    horseSlug: 'esperanza',
    daysAgo: 25,
    title: 'Il primo inverno al rifugio',
    text: '<p>Esperanza ha passato il suo primo inverno con noi in ottima forma.</p>',
    withPhoto: false,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export function buildDemoHorseNews(now: Date = new Date()): HorseNews[] {
  return demoHorseNews.map(({ id, horseSlug, daysAgo, title, text, withPhoto }) => ({
    id,
    horseSlug,
    date: formatDate(new Date(now.getTime() - daysAgo * DAY_MS)),
    title,
    text,
    photo: withPhoto ? horseNewsPhotoPath(horseSlug, id) : '',
  }));
}

export async function seedDemoHorseNews(
  db: Firestore,
  storage: FirebaseStorage,
  now: Date = new Date(),
): Promise<number> {
  const news = buildDemoHorseNews(now);
  const batch = db.batch();
  for (const item of news) {
    // As the app stores a news: with its horse's visibility (firestore.rules).
    const showWeb = demoHorses.some((horse) => horse.slug === item.horseSlug && horse.showWeb);
    batch.set(db.doc(`horseNews/${item.id}`), { ...storedNews(item), showWeb });
  }
  await batch.commit();
  for (const item of news.filter((candidate) => candidate.photo)) {
    const { bytes, contentType } = await horseImage(`news-${item.id}`, {
      kind: 'horse',
      size: 'zoom',
      format: 'webp',
    });
    await uploadBytes(ref(storage, item.photo), new Uint8Array(bytes), {
      contentType,
      cacheControl: NEWS_PHOTO_CACHE,
    });
  }
  return news.length;
}
