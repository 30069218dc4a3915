import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { ReadState } from '#src/components/ui/read-state';
import type { HorseStatus } from '#src/config/options';
import { FundingGallery, inNeedOrder } from './funding-gallery';
import { horsesWithStatus, webHorseListTexts } from './horse-labels';
import { useWebHorseList } from './use-web-horses';

export interface WebHorseGalleryProps {
  status: HorseStatus;
  /** Accessible name of the grid. */
  label: string;
  /**
   * The circles page's list: the horses needing help most first, each card with its funding bar
   * (only `circleListStatus`'s horses carry one: web-horses.ts).
   */
  withFunding?: boolean;
}

/** A grid of the web-visible horses of one status (2 / 3 / 6 columns; see `withFunding`). */
export function WebHorseGallery({ status, label, withFunding = false }: WebHorseGalleryProps) {
  return (
    <ReadState
      read={useWebHorseList()}
      loading={webHorseListTexts.loading}
      failed={webHorseListTexts.failed}
    >
      {(horses) => {
        const group = horsesWithStatus(horses, status);
        if (group.length === 0) return null;
        if (withFunding) return <FundingGallery horses={inNeedOrder(group)} label={label} />;
        return (
          <GalleryGrid
            type="horses"
            items={group}
            columns={{ small: 2, medium: 3, large: 6 }}
            label={label}
          />
        );
      }}
    </ReadState>
  );
}
