import { useId } from 'react';
import { imageUrl } from '#src/components/gallery/image-url';
import { formatCalendarDate } from '#src/lib/format/dates';
import { SafeHtml } from '#src/lib/html/safe-html';
import { useHorseNews } from '../use-horse-news';

const PHOTO = { width: 1200, height: 800 } as const;

export interface HorseNewsListProps {
  readonly horseSlug: string;
  readonly horseName: string;
}

export function HorseNewsList({ horseSlug, horseName }: HorseNewsListProps) {
  const headingId = useId();
  const { state } = useHorseNews(horseSlug);
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <section className="horse-news" aria-labelledby={headingId}>
      <h2 id={headingId} className="horse-news__heading">
        Notizie da {horseName}
      </h2>
      <ol className="horse-news__list">
        {state.data.map((news) => (
          <li key={news.id} className="horse-news__item">
            <article className="horse-news__article">
              <p className="horse-news__date">
                <time dateTime={news.date}>{formatCalendarDate(news.date)}</time>
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
