import type { SiteLanguage } from '#src/config/site';
import { textsFor } from '#src/lib/text/dictionary';
import { publicFormTexts } from './texts';

export interface DraftNoticeProps {
  readonly language: SiteLanguage;
  readonly draft: { readonly restoredAt: Date | null; readonly discard: () => void };
}

export function DraftNotice({ language, draft }: DraftNoticeProps) {
  if (!draft.restoredAt) return null;
  const t = textsFor(publicFormTexts, language);
  return (
    <div role="status" className="alert alert-info mb-4">
      <p className="mb-2" lang={language}>
        {t.draftNotice(draft.restoredAt)}
      </p>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={draft.discard}>
        {t.startOver}
      </button>
    </div>
  );
}
