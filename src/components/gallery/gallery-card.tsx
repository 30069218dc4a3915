import { useState } from 'react';
import { Link } from 'react-router';
import { thumbnailSize, type GalleryCardData } from './gallery-cards';

export interface GalleryCardProps {
  readonly card: GalleryCardData;
  readonly imageUrl: (path: string) => string;
}

/** The overlay shows the name on hover and focus (always on touch screens: see _gallery.scss). */
export function GalleryCard({ card, imageUrl }: GalleryCardProps) {
  // <picture> falls back on the format, not on a missing file: without the WebP, drop the <source>
  // so the .png loads.
  const [webpMissing, setWebpMissing] = useState(false);
  const { image } = card;

  return (
    <Link to={card.href} className="gallery-card" aria-label={card.name}>
      <picture>
        {webpMissing ? null : <source type="image/webp" srcSet={imageUrl(image.webp)} />}
        <img
          className="gallery-card__image"
          src={imageUrl(image.png)}
          alt={image.alt}
          width={thumbnailSize.width}
          height={thumbnailSize.height}
          loading="lazy"
          decoding="async"
          onError={webpMissing ? undefined : () => setWebpMissing(true)}
        />
      </picture>
      <span className="gallery-card__overlay" aria-hidden="true">
        <span className="gallery-card__name">{card.name}</span>
      </span>
    </Link>
  );
}
