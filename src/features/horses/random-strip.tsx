import { useEffect, useState } from 'react';
import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { whenIdle } from '#src/lib/async/when-idle';
import { visitReads } from '#src/lib/published/published-reads';
import { shuffled } from '#src/lib/data/shuffle';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { loadWebHorses, type WebHorseSummary } from './web-horses';

const stripColumns = { small: 4, medium: 8, large: 12 } as const;

let shuffledOnce: WebHorseSummary[] | undefined;

/**
 * Read and shuffled once per visit, and only once the page is idle, so it never delays what the
 * visitor came for.
 */
export interface RandomHorseStripProps {
  /** The strip's heading and the list's name, in the page's language (the site shell's words). */
  readonly title: string;
  readonly label: string;
}

export function RandomHorseStrip({ title, label }: RandomHorseStripProps) {
  const language = useSiteLanguage();
  const [horses, setHorses] = useState<WebHorseSummary[] | undefined>(shuffledOnce);
  useEffect(() => {
    if (shuffledOnce) return;
    let current = true;
    const cancel = whenIdle(() => {
      void loadWebHorses(visitReads()).then((result) => {
        if (!result.success) return;
        shuffledOnce ??= shuffled(result.data);
        if (current) setHorses(shuffledOnce);
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, []);

  if (!horses || horses.length === 0) return null;
  return (
    <aside className="random-strip" aria-labelledby="random-strip-title">
      <div className="container-xxl">
        <h2 id="random-strip-title" className="random-strip__title">
          {title}
        </h2>
      </div>
      <GalleryGrid
        type="horses"
        items={horses}
        columns={stripColumns}
        rows={1}
        label={label}
        lang={language}
      />
    </aside>
  );
}
