import type { SiteLanguage } from '#src/config/site';
import { ASSOCIATION_TIME_ZONE } from '#src/lib/format/dates';
import { Bilingual, type BiText } from './bilingual';

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: ASSOCIATION_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ASSOCIATION_TIME_ZONE,
});

export function draftTime(date: Date): BiText {
  const day = dayFormat.format(date);
  const time = timeFormat.format(date);
  return { it: `${day} alle ${time}`, en: `${day} at ${time}` };
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
