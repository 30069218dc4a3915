import type { SiteLanguage } from '#src/config/site';
import { formatDayAtTime } from '#src/lib/format/dates';
import { Bilingual, type BiText } from './bilingual';

export function draftTime(date: Date): BiText {
  return { it: formatDayAtTime(date, 'it', 'digits'), en: formatDayAtTime(date, 'en', 'digits') };
}

export const draftNoticeText = (savedAt: Date): BiText => {
  const when = draftTime(savedAt);
  return {
    it: `Abbiamo ripreso quello che avevi scritto il ${when.it} e non avevi ancora inviato.`,
    en: `We have filled the form back in with what you wrote on ${when.en} and had not sent yet.`,
  };
};

export const startOverText: BiText = { it: 'Ricomincia da capo', en: 'Start over' };

export interface DraftNoticeProps {
  readonly language: SiteLanguage;
  readonly draft: { readonly restoredAt: Date | null; readonly discard: () => void };
}

export function DraftNotice({ language, draft }: DraftNoticeProps) {
  if (!draft.restoredAt) return null;
  return (
    <div role="status" className="alert alert-info mb-4">
      <p className="mb-2">
        <Bilingual text={draftNoticeText(draft.restoredAt)} language={language} />
      </p>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={draft.discard}>
        <Bilingual text={startOverText} language={language} />
      </button>
    </div>
  );
}
