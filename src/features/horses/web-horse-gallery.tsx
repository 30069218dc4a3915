import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { ReadState } from '#src/components/ui/read-state';
import type { HorseStatus } from '#src/config/options';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { FundingGallery, inNeedOrder } from './funding-gallery';
import { horsesWithStatus } from './horse-labels';
import { hasCircle } from './model/coverage';
import { useWebHorseList } from './use-web-horses';
import { webHorseTexts } from './texts';

export interface WebHorseGalleryProps {
  /** The horses of one status, or every horse with a circle, each with its bar, by need. */
  readonly show: HorseStatus | 'circles';
  readonly label: string;
}

export function WebHorseGallery({ show, label }: WebHorseGalleryProps) {
  const language = useSiteLanguage();
  const t = useTexts(webHorseTexts).list;
  return (
    <ReadState read={useWebHorseList()} loading={t.loading} failed={t.failed} retry={t.retry}>
      {(horses) => {
        if (show === 'circles') {
          const withCircle = horses.filter((horse) => hasCircle(horse.status));
          return <FundingGallery horses={inNeedOrder(withCircle)} label={label} />;
        }
        const group = horsesWithStatus(horses, show);
        if (group.length === 0) return null;
        return (
          <GalleryGrid
            type="horses"
            items={group}
            columns={{ small: 2, medium: 3, large: 6 }}
            label={label}
            lang={language}
          />
        );
      }}
    </ReadState>
  );
}
