import { useState } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { countText, countZone, zoneAnnouncement, type CountZone } from './character-count';

export interface CharacterCountLineProps {
  readonly id: string;
  readonly length: number;
  readonly limit: number;
  readonly language: SiteLanguage;
}

/**
 * The count under a limited text: shown and in the field's description (read when the field is
 * reached); a polite live region speaks only when the count enters another zone.
 */
export function CharacterCountLine({ id, length, limit, language }: CharacterCountLineProps) {
  const zone = countZone(length, limit);
  // A field that opens near or over its limit (a restored draft) says nothing until it changes.
  const [spoken, setSpoken] = useState<{ zone: CountZone; text: string }>({ zone, text: '' });
  if (spoken.zone !== zone) {
    setSpoken({ zone, text: zoneAnnouncement(zone, length, limit, language) });
  }
  return (
    <>
      <div
        id={id}
        className={`form-text admin-field__count${zone === 'over' ? ' admin-field__count--over' : ''}`}
        lang={language}
      >
        {countText(length, limit, language)}
      </div>
      <div className="visually-hidden" aria-live="polite" lang={language}>
        {spoken.text}
      </div>
    </>
  );
}
