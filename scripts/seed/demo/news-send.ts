import type { NewsToSend } from '#src/features/mail/model/mail.ts';
import { buildDemoHorseNews } from './horse-news.ts';

// Ada's dentist news went to her circle the morning after (both members who agreed; the demo's
// members sent their forms before the form kept its language: Italian); Gerba's member Sara agreed, then followed the link in a mail: she gets no more news.

const DAY_MS = 24 * 60 * 60 * 1000;

export const demoNewsSend = {
  sendId: 'DemoSendAdaDentist01',
  newsId: 'DemoNewsAda000000002',
  horseName: 'Ada',
  members: ['cerchia-001', 'cerchia-007'],
} as const;

export const demoUnsubscribed = ['cerchia-009'] as const;

export function demoSentNews(now: Date = new Date()): { news: NewsToSend; date: Date } {
  const news = buildDemoHorseNews(now).find((item) => item.id === demoNewsSend.newsId);
  if (!news) throw new Error(`Demo data: no news ${demoNewsSend.newsId} to have sent`);
  const published = new Date(`${news.date}T09:30:00Z`);
  return {
    news: { ...news, horseName: demoNewsSend.horseName },
    date: new Date(published.getTime() + DAY_MS),
  };
}
