import type { CSSProperties } from 'react';
import type { SiteLanguage } from '../../config/site';
import { useLayoutSize } from '../../hooks/use-layout-size';
import { GalleryCard } from './gallery-card';
import {
  eventCard,
  horseCard,
  type GalleryCardData,
  type GalleryEvent,
  type GalleryHorse,
  type GallerySlot,
} from './gallery-cards';
import { resolveColumns, visibleSlots, type GalleryColumns } from './gallery-layout';
import { imageUrl as storageImageUrl } from './image-url';

interface GalleryGridBaseProps {
  /** Columns: a number, or one per layout size, e.g. `{ small: 2, medium: 3, large: 6 }`. */
  readonly columns: GalleryColumns;
  /** Rows to show; by default as many as the items fill. Never more than 12. */
  readonly rows?: number;
  /** Builds an image's URL from its Storage path; the site's public media URL by default. */
  readonly imageUrl?: (path: string) => string;
  /** Accessible name of the list, e.g. "Cavalli in cerca di casa". */
  readonly label?: string;
  readonly className?: string;
}

export interface HorseGalleryProps extends GalleryGridBaseProps {
  readonly type: 'horses';
  readonly items: readonly GallerySlot<GalleryHorse>[];
}

export interface EventGalleryProps extends GalleryGridBaseProps {
  readonly type: 'events';
  readonly items: readonly GallerySlot<GalleryEvent>[];
  /** Language of the event links and names. */
  readonly lang: SiteLanguage;
}

export type GalleryGridProps = HorseGalleryProps | EventGalleryProps;

function cardsOf(props: GalleryGridProps, columns: number): GalleryCardData[] {
  const cards: GalleryCardData[] = [];
  if (props.type === 'horses') {
    for (const horse of visibleSlots(props.items, columns, props.rows)) {
      if (horse) cards.push(horseCard(horse));
    }
  } else {
    for (const event of visibleSlots(props.items, columns, props.rows)) {
      if (event) cards.push(eventCard(event, props.lang));
    }
  }
  return cards;
}

/**
 * Rows of square cards of horses or events (spec section 2, "Gallery grid"): a CSS grid of `columns`
 * equal columns, as many rows as the items fill (or `rows`), 12 at most. Empty slots render nothing.
 */
export function GalleryGrid(props: GalleryGridProps) {
  const { columns, imageUrl = storageImageUrl, label, className } = props;
  const layoutSize = useLayoutSize();
  const columnCount = resolveColumns(columns, layoutSize);
  const cards = cardsOf(props, columnCount);
  if (cards.length === 0) return null;

  const style = { '--gallery-columns': columnCount } as CSSProperties;
  return (
    <ul
      className={className ? `gallery-grid ${className}` : 'gallery-grid'}
      style={style}
      aria-label={label}
    >
      {cards.map((card) => (
        <li key={card.key} className="gallery-grid__item">
          <GalleryCard card={card} imageUrl={imageUrl} />
        </li>
      ))}
    </ul>
  );
}
