import type { CSSProperties } from 'react';
import { GalleryCard } from '#src/components/gallery/gallery-card';
import { horseCard } from '#src/components/gallery/gallery-cards';
import { imageUrl } from '#src/lib/images/image-url';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { FundingBar } from './funding-bar';
import { byNeed } from './model/coverage';
import type { WebHorseSummary } from './web-horses';

export function inNeedOrder<H extends WebHorseSummary>(horses: readonly H[]): H[] {
  const funded = horses.flatMap((horse) =>
    horse.funding ? [{ horse, need: { ...horse.funding, name: horse.name } }] : [],
  );
  funded.sort((a, b) => byNeed(a.need, b.need));
  return [...funded.map(({ horse }) => horse), ...horses.filter((horse) => !horse.funding)];
}

const columns = { small: 2, medium: 3, large: 3 } as const;
const columnStyle = {
  '--gallery-columns-small': columns.small,
  '--gallery-columns-medium': columns.medium,
  '--gallery-columns-large': columns.large,
} as CSSProperties;

export interface FundingGalleryProps {
  readonly horses: readonly WebHorseSummary[];
  readonly label: string;
}

export function FundingGallery({ horses, label }: FundingGalleryProps) {
  const language = useSiteLanguage();
  if (horses.length === 0) return null;
  return (
    <ul className="gallery-grid funding-gallery" style={columnStyle} aria-label={label}>
      {horses.map((horse) => (
        <li key={horse.slug} className="gallery-grid__item">
          <GalleryCard card={horseCard(horse, language)} imageUrl={imageUrl} />
          {horse.funding && <FundingBar name={horse.name} funding={horse.funding} />}
        </li>
      ))}
    </ul>
  );
}
