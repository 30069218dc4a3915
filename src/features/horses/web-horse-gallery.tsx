import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { ReadState } from '#src/components/ui/read-state';
import type { HorseStatus } from '#src/config/options';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { FundingGallery, inNeedOrder } from './funding-gallery';
import { horsesWithStatus, webHorseListTexts } from './horse-labels';
import { useWebHorseList } from './use-web-horses';

export interface WebHorseGalleryProps {
  status: HorseStatus;
  label: string;
  withFunding?: boolean;
}

export function WebHorseGallery({ status, label, withFunding = false }: WebHorseGalleryProps) {
  const language = useSiteLanguage();
  const t = webHorseListTexts[language];
  return (
    <ReadState read={useWebHorseList()} loading={t.loading} failed={t.failed} retry={t.retry}>
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
            lang={language}
          />
        );
      }}
    </ReadState>
  );
}
