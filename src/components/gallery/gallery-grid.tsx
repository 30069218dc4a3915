import type { CSSProperties } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { layoutSizes, type LayoutSize } from '#src/hooks/use-layout-size';
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
import { imageUrl as storageImageUrl } from '#src/lib/images/image-url';

interface GalleryGridBaseProps {
  readonly columns: GalleryColumns;
  readonly rows?: number;
  readonly imageUrl?: (path: string) => string;
  readonly label?: string;
  readonly className?: string;
  /**
   * The grid opens the page: its first row on a phone loads at once, not lazily, and the first
   * photo (the page's largest paint) first.
   */
  readonly priority?: boolean;
}

export interface HorseGalleryProps extends GalleryGridBaseProps {
  readonly type: 'horses';
  readonly items: readonly GallerySlot<GalleryHorse>[];
  /** Which language's horse pages the cards open (Italian unless given). */
  readonly lang?: SiteLanguage;
}

export interface EventGalleryProps extends GalleryGridBaseProps {
  readonly type: 'events';
  readonly items: readonly GallerySlot<GalleryEvent>[];
  readonly lang: SiteLanguage;
}

export type GalleryGridProps = HorseGalleryProps | EventGalleryProps;

function cardsOf(props: GalleryGridProps, columns: number): GalleryCardData[] {
  const cards: GalleryCardData[] = [];
  if (props.type === 'horses') {
    for (const horse of visibleSlots(props.items, columns, props.rows)) {
      if (horse) cards.push(horseCard(horse, props.lang));
    }
  } else {
    for (const event of visibleSlots(props.items, columns, props.rows)) {
      if (event) cards.push(eventCard(event, props.lang));
    }
  }
  return cards;
}

/**
 * Layout sizes are applied by CSS media queries, not JavaScript, so the prerendered HTML is right
 * on every screen.
 */
export function GalleryGrid(props: GalleryGridProps) {
  const { columns, imageUrl = storageImageUrl, label, className, priority = false } = props;
  const eagerCount = priority ? resolveColumns(columns, 'small') : 0;
  const counts = {} as Record<LayoutSize, number>;
  const style = {} as Record<string, number>;
  let cards: GalleryCardData[] = [];
  for (const size of layoutSizes) {
    const columnCount = resolveColumns(columns, size);
    // Each size shows a prefix of the same list: keep the longest, count each.
    const sized = cardsOf(props, columnCount);
    counts[size] = sized.length;
    style[`--gallery-columns-${size}`] = columnCount;
    if (sized.length > cards.length) cards = sized;
  }
  if (cards.length === 0) return null;

  return (
    <ul
      className={className ? `gallery-grid ${className}` : 'gallery-grid'}
      style={style as CSSProperties}
      aria-label={label}
    >
      {cards.map((card, index) => (
        <li key={card.key} className={itemClass(index, counts)}>
          <GalleryCard
            card={card}
            imageUrl={imageUrl}
            loading={index < eagerCount ? (index === 0 ? 'first' : 'eager') : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}

function itemClass(index: number, counts: Record<LayoutSize, number>): string {
  const hidden = layoutSizes.filter((size) => index >= counts[size]);
  return ['gallery-grid__item', ...hidden.map((size) => `gallery-grid__item--hidden-${size}`)].join(
    ' ',
  );
}
