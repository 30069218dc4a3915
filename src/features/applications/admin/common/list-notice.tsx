import { useState } from 'react';
import { useLocation } from 'react-router';

export interface ListNotice {
  readonly tone: 'success' | 'warning';
  readonly text: string;
}

export interface WithListNotice {
  readonly applicationNotice: ListNotice;
}

export const withListNotice = (notice: ListNotice): WithListNotice => ({
  applicationNotice: notice,
});

function noticeOf(state: unknown): ListNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Partial<WithListNotice>).applicationNotice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { tone, text } = notice;
  return (tone === 'success' || tone === 'warning') && typeof text === 'string'
    ? { tone, text }
    : null;
}

/**
 * A success is a polite status; a warning is an alert, as the reader must know something went
 * wrong.
 */
export function ListNoticeAlert() {
  const state: unknown = useLocation().state;
  const notice = noticeOf(state);
  const [closedState, setClosedState] = useState<unknown>(null);
  if (!notice || closedState === state) return null;
  return (
    <div
      className={`alert alert-${notice.tone} d-flex align-items-start gap-2 applications-admin__notice`}
      role={notice.tone === 'success' ? 'status' : 'alert'}
    >
      <span className="flex-grow-1">{notice.text}</span>
      <button
        type="button"
        className="btn-close"
        aria-label="Chiudi il messaggio"
        onClick={() => setClosedState(state)}
      />
    </div>
  );
}
