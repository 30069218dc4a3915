import { formatCalendarDate } from '#src/lib/format/dates';
import type { IsoWeek } from './iso-week';
import type { DueSection } from './week-due';

// "Da fare questa settimana", the weekly mail (issue 44, item 3; decision 94): each staff member
// asks for it for themselves (`weeklyDigestSubscribers/{uid}`); the week's mails are made once,
// in the commit that creates `weeklyDigests/{week id}` (firestore.rules refuses a second).

export const WEEKLY_DIGEST_SUBSCRIBERS = 'weeklyDigestSubscribers';
export const WEEKLY_DIGESTS = 'weeklyDigests';
export const WEEKLY_DIGEST_TEMPLATE = 'weekly-digest';

/**
 * The rules read each subscriber's document for their mail, and a commit may make at most 20 reads
 * in all: the week's mails go in one commit, so at most this many subscribers.
 */
export const WEEKLY_DIGEST_MAX_SUBSCRIBERS = 10;

export const weeklyDigestMailId = (weekId: string, uid: string) => `${weekId}.weekly-${uid}`;

export interface WeeklyDigestSubscriber {
  readonly uid: string;
  readonly email: string;
}

/** The week's document: who made it and when, and how many mails went. */
export interface WeeklyDigest {
  readonly week: string;
  readonly sentAt: Date;
  readonly sentBy: string;
  readonly mails: number;
}

/** A line of the mail as the template shows it: the link is a back-office path. */
export interface DigestLine {
  readonly title: string;
  readonly detail: string;
  readonly late: boolean;
  readonly to: string;
}

export interface DigestSection {
  readonly heading: string;
  readonly lines: readonly DigestLine[];
  /** Said in the mail when the part could not be read ('' when it was). */
  readonly failed: string;
}

/** The template's data (`mail/templates/weekly-digest`), the same for every subscriber. */
export interface WeeklyDigestData {
  readonly week: string;
  readonly monday: string;
  readonly sunday: string;
  readonly sections: readonly DigestSection[];
  readonly total: number;
}

/** The due list as the mail says it: every section, those with nothing due left out. */
export function weeklyDigestData(week: IsoWeek, sections: readonly DueSection[]): WeeklyDigestData {
  const shown = sections
    .filter((section) => section.items.length > 0 || section.failed !== null)
    .map((section): DigestSection => ({
      heading: section.heading,
      lines: section.items.map((item) => ({
        title: item.title,
        detail: item.detail,
        late: item.late,
        to: item.to,
      })),
      failed: section.failed === null ? '' : 'Non è stato possibile leggere questa parte.',
    }));
  return {
    week: week.id,
    monday: formatCalendarDate(week.monday) || week.monday,
    sunday: formatCalendarDate(week.sunday) || week.sunday,
    sections: shown,
    total: shown.reduce((sum, section) => sum + section.lines.length, 0),
  };
}
