import type { CSSProperties } from 'react';
import { GalleryCard } from '#src/components/gallery/gallery-card';
import { horseCard } from '#src/components/gallery/gallery-cards';
import { imageUrl } from '#src/components/gallery/image-url';
import { FundingBar } from './funding-bar';
import { byNeed } from './model/coverage';
import type { WebHorseSummary } from './web-horses';

/**
 * The horses needing help most first (`byNeed`: the least covered share, then the most missing),
 * then those that cost nothing, by name as the list has them.
 */
export function inNeedOrder<H extends WebHorseSummary>(horses: readonly H[]): H[] {
  const funded = horses.flatMap((horse) =>
    horse.funding ? [{ horse, need: { ...horse.funding, name: horse.name } }] : [],
  );
  funded.sort((a, b) => byNeed(a.need, b.need));
  return [...funded.map(({ horse }) => horse), ...horses.filter((horse) => !horse.funding)];
}

/** Fewer, wider columns than the other grids (2 / 3 / 3): each card carries its sentence and bar. */
const columns = { small: 2, medium: 3, large: 3 } as const;
const columnStyle = {
  '--gallery-columns-small': columns.small,
  '--gallery-columns-medium': columns.medium,
  '--gallery-columns-large': columns.large,
} as CSSProperties;

export interface FundingGalleryProps {
  /** In the order to show (see `inNeedOrder`). */
  readonly horses: readonly WebHorseSummary[];
  /** Accessible name of the list. */
  readonly label: string;
}

/**
 * The cards of the gallery grid (docs/product.md "Gallery grid"), each with the horse's funding
 * bar below it and its name always on the photo: the list of `/sostienici/cerchie`.
 */
export function FundingGallery({ horses, label }: FundingGalleryProps) {
  if (horses.length === 0) return null;
  return (
    <ul className="gallery-grid funding-gallery" style={columnStyle} aria-label={label}>
      {horses.map((horse) => (
        <li key={horse.slug} className="gallery-grid__item">
          <GalleryCard card={horseCard(horse)} imageUrl={imageUrl} />
          {horse.funding && <FundingBar name={horse.name} funding={horse.funding} />}
        </li>
      ))}
    </ul>
  );
}
