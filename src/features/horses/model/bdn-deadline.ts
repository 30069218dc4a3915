// The 7-day deadline to register an adoption or a death in the BDN, the national registry
// (docs/decisions/0042-bdn-deadlines-and-dashboard.md).
import { formatCalendarDate } from '#src/lib/format/dates';
import { isAdoptionComplete } from '../admin/list/horse-list-rules';
import type { Horse } from './horse';

export const BDN_DEADLINE_DAYS = 7;

export type BdnDeadlineKind = 'adozione' | 'decesso';

export interface BdnDeadline {
  readonly kind: BdnDeadlineKind;
  readonly since: string;
  readonly due: string;
  readonly daysLeft: number;
  readonly overdue: boolean;
  readonly done: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(value: string): number | null {
  const match = datePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

const pad = (value: number) => String(value).padStart(2, '0');

function fromDayNumber(days: number): string {
  const date = new Date(days * DAY_MS);
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * Null when the day of the change is unknown: older data gets no guessed deadline (see the decision
 * record).
 */
export function bdnDeadline(horse: Horse, today: string): BdnDeadline | null {
  const kind: BdnDeadlineKind | null =
    horse.status === 'Adottato' ? 'adozione' : horse.status === 'Deceduto' ? 'decesso' : null;
  if (!kind) return null;
  const since = dayNumber(horse.statusChangedAt);
  const now = dayNumber(today);
  if (since === null || now === null) return null;
  const due = since + BDN_DEADLINE_DAYS;
  const done = kind === 'adozione' ? isAdoptionComplete(horse) : horse.isDeceasedReported === 1;
  const daysLeft = due - now;
  return {
    kind,
    since: fromDayNumber(since),
    due: fromDayNumber(due),
    daysLeft,
    overdue: !done && daysLeft < 0,
    done,
  };
}

export function openBdnDeadline(horse: Horse, today: string): BdnDeadline | null {
  const deadline = bdnDeadline(horse, today);
  return deadline && !deadline.done ? deadline : null;
}

/** "30 novembre 2026", as every staff screen writes a day (decision 77); a malformed one as it is. */
export function dayInWords(date: string): string {
  return formatCalendarDate(date) || date;
}

const days = (count: number) => (count === 1 ? '1 giorno' : `${count} giorni`);

export function daysLeftText(deadline: Pick<BdnDeadline, 'daysLeft'>): string {
  const { daysLeft } = deadline;
  if (daysLeft > 1) return `mancano ${days(daysLeft)}`;
  if (daysLeft === 1) return 'manca 1 giorno';
  if (daysLeft === 0) return 'scade oggi';
  return `scaduta da ${days(-daysLeft)}`;
}

const kindWords: Record<BdnDeadlineKind, string> = {
  adozione: "dell'adozione",
  decesso: 'del decesso',
};

export function bdnDeadlineText(deadline: BdnDeadline): string {
  return `Registrazione in BDN ${kindWords[deadline.kind]} entro il ${dayInWords(deadline.due)}: ${daysLeftText(deadline)}`;
}

export const byUrgency = (a: BdnDeadline, b: BdnDeadline): number =>
  a.daysLeft - b.daysLeft || a.kind.localeCompare(b.kind);
