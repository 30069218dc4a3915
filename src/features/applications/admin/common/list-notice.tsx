import { useState } from 'react';
import { useLocation } from 'react-router';

// A message a detail page leaves for the list it goes back to ("La candidatura … è stata
// eliminata."), carried in the navigation's state: it shows once, on the list it was sent to.

export interface ListNotice {
  /** 'warning' when something went only partly right (the photos were not deleted). */
  readonly tone: 'success' | 'warning';
  readonly text: string;
}

/** The navigation state that carries a notice to the list. */
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
 * The notice the list was opened with, if any, until closed. A success is a polite status; a
 * warning is an alert, as it asks the reader to know something went wrong.
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
