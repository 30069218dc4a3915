// The 7-day deadline to register an adoption or a death in the BDN, the national registry
// (docs/product.md "BDN deadlines", docs/decisions/0042-bdn-deadlines-and-dashboard.md). Pure: dates
// are `YYYY-MM-DD` calendar days, "today" is given by the caller (today in Italy).
import { isAdoptionComplete } from '../admin/list/horse-list-rules';
import type { Horse } from './horse';

/** Days the owner has to register the change in the BDN. */
export const BDN_DEADLINE_DAYS = 7;

export type BdnDeadlineKind = 'adozione' | 'decesso';

export interface BdnDeadline {
  readonly kind: BdnDeadlineKind;
  /** The day the status changed (`YYYY-MM-DD`). */
  readonly since: string;
  /** The last day to register it: `since` + 7 days. */
  readonly due: string;
  /** Days from today to `due`: 0 on the last day, negative once past. */
  readonly daysLeft: number;
  /** `due` is past and the registration is not done. */
  readonly overdue: boolean;
  /** The flags say the registration is done (AD in order, or REG for a death). */
  readonly done: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a real calendar day, or null (malformed, or a day like 2026-02-30). */
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
 * The BDN deadline of a horse: for the status Adottato (done when the adoption is in order, the
 * list's "AD") or Deceduto (done when the death is reported, "REG"), from the day the status
 * changed. Null when none applies: another status, or the day of the change unknown (older data:
 * the decision record explains why no deadline is guessed) or malformed.
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

/** The deadline when it is still open (not done), else null. */
export function openBdnDeadline(horse: Horse, today: string): BdnDeadline | null {
  const deadline = bdnDeadline(horse, today);
  return deadline && !deadline.done ? deadline : null;
}

/** "30/11/2026". */
export function shortItalianDate(date: string): string {
  const match = datePattern.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

const days = (count: number) => (count === 1 ? '1 giorno' : `${count} giorni`);

/** "mancano 3 giorni", "manca 1 giorno", "scade oggi", "scaduta da 2 giorni". */
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

/** "Registrazione in BDN dell'adozione entro il 30/11/2026: mancano 3 giorni". */
export function bdnDeadlineText(deadline: BdnDeadline): string {
  return `Registrazione in BDN ${kindWords[deadline.kind]} entro il ${shortItalianDate(deadline.due)}: ${daysLeftText(deadline)}`;
}

/** The most urgent first: fewest days left (most overdue), then by kind for a stable order. */
export const byUrgency = (a: BdnDeadline, b: BdnDeadline): number =>
  a.daysLeft - b.daysLeft || a.kind.localeCompare(b.kind);
