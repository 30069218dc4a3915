import { useState } from 'react';
import { Link } from 'react-router';
import { thumbnailSize, type GalleryCardData } from './gallery-cards';

export interface GalleryCardProps {
  readonly card: GalleryCardData;
  readonly imageUrl: (path: string) => string;
  /** `first`: eager and fetched before the page's other images. */
  readonly loading?: 'lazy' | 'eager' | 'first';
}

/**
 * The name (and an event's day) always shows under the photo, so that a visitor chooses without a
 * pointer; the spec's overlay still shows the name on hover and keyboard focus.
 */
export function GalleryCard({ card, imageUrl, loading = 'lazy' }: GalleryCardProps) {
  // <picture> falls back on the format, not on a missing file: without the WebP, drop the <source>
  // so the .png loads.
  const [webpMissing, setWebpMissing] = useState(false);
  const { image, date } = card;

  return (
    <Link
      to={card.href}
      className="gallery-card"
      aria-label={date ? `${card.name}, ${date.text}` : card.name}
    >
      <span className="gallery-card__photo">
        <picture>
          {webpMissing ? null : <source type="image/webp" srcSet={imageUrl(image.webp)} />}
          <img
            className="gallery-card__image"
            src={imageUrl(image.png)}
            alt={image.alt}
            width={thumbnailSize.width}
            height={thumbnailSize.height}
            loading={loading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={loading === 'first' ? 'high' : undefined}
            decoding="async"
            onError={webpMissing ? undefined : () => setWebpMissing(true)}
          />
        </picture>
        {/* The name is drawn by CSS (content: attr()), so the page's text holds it once. */}
        <span className="gallery-card__overlay" data-name={card.name} aria-hidden="true" />
      </span>
      <span className="gallery-card__caption">
        <span className="gallery-card__name">{card.name}</span>
        {date && (
          <time className="gallery-card__date" dateTime={date.iso}>
            {date.text}
          </time>
        )}
      </span>
    </Link>
  );
}
