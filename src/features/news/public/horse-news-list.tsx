import { useId } from 'react';
import { imageUrl } from '#src/components/gallery/image-url';
import { formatCalendarDate } from '#src/lib/format/dates';
import { SafeHtml } from '#src/lib/html/safe-html';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import type { HorseNews } from '../model/horse-news';
import { horseNewsTexts } from './texts';

const PHOTO = { width: 1200, height: 800 } as const;

export interface HorseNewsListProps {
  /** The horse page's news, newest first, as its loader read them. */
  readonly news: readonly HorseNews[];
  readonly horseName: string;
}

export function HorseNewsList({ news: all, horseName }: HorseNewsListProps) {
  const headingId = useId();
  const language = useSiteLanguage();
  const t = useTexts(horseNewsTexts);
  if (all.length === 0) return null;
  return (
    <section className="horse-news" aria-labelledby={headingId}>
      <h2 id={headingId} className="horse-news__heading">
        {t.heading(horseName)}
      </h2>
      {/* News are written in Italian only (decision 59): an English page says so and marks them. */}
      {t.inItalian && <p className="horse-news__language-note">{t.inItalian}</p>}
      <ol className="horse-news__list">
        {all.map((news) => (
          <li key={news.id} className="horse-news__item">
            <article className="horse-news__article" lang="it">
              <p className="horse-news__date">
                <time dateTime={news.date} lang={language}>
                  {formatCalendarDate(news.date, language)}
                </time>
              </p>
              <h3 className="horse-news__title">{news.title}</h3>
              {news.photo && (
                <img
                  className="horse-news__photo"
                  src={imageUrl(news.photo)}
                  alt={`${horseName}: ${news.title}`}
                  width={PHOTO.width}
                  height={PHOTO.height}
                  loading="lazy"
                  decoding="async"
                />
              )}
              {news.text && <SafeHtml html={news.text} className="horse-news__text" />}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
