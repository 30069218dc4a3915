import { readFiscalCode } from '#src/lib/italian/fiscal-code';
import { foldText } from '#src/lib/text/word-search';
import {
  isTraceable,
  type DonationMethod,
  type MoneyAccount,
  type Supporter,
} from '#src/features/money/model/money-record';
import type { ImportSource, IncomingLine } from './import-line';

// What each incoming line is proposed as (pure; decision 91): the supporter, by a codice fiscale
// in the line, a circle member's reference, the payer's e-mail or the name, in that order of
// trust (the reference's member last: the payer is the donor); the purpose, a circle when a member's reference (or a member's name and the word
// "cerchia" or the horse's name) is in the line, else general. Money out is shown, never proposed.

/** What the matching reads of a supporter. */
export type MatchSupporter = Pick<
  Supporter,
  'id' | 'givenName' | 'familyName' | 'fiscalCode' | 'email' | 'circleApplicationIds'
>;

/** An Attivo member of a horse's circle (`circleApplications/{applicationId}`). */
export interface MatchCircleMember {
  readonly applicationId: string;
  /** What the member quotes: "T4XC-W6SW" (application-reference.ts). */
  readonly reference: string;
  readonly horseSlug: string;
  readonly horseName: string;
  readonly givenName: string;
  readonly familyName: string;
}

export interface MatchLists {
  readonly supporters: readonly MatchSupporter[];
  readonly members: readonly MatchCircleMember[];
}

export type SupporterReason = 'codice fiscale' | 'riferimento della cerchia' | 'e-mail' | 'nome';

export interface Proposal {
  /** '' none found (the treasurer picks one, or leaves the gift anonymous). */
  readonly supporterId: string;
  readonly supporterReason: SupporterReason | '';
  readonly purpose: 'generale' | 'cerchia';
  /** `cerchia`: the member whose months it covers; else ''. */
  readonly circleApplicationId: string;
  readonly horseSlug: string;
  readonly method: DonationMethod;
  readonly account: MoneyAccount;
  readonly traceable: boolean;
}

export interface MatchedLine {
  readonly line: IncomingLine;
  /** Money out (or nothing): shown, never proposed as a donation. */
  readonly outgoing: boolean;
  readonly proposal: Proposal | null;
}

const compact = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
const nameKey = (...parts: string[]) => foldText(parts.join(' ')).replace(/[^a-z0-9 ]/g, '');

function addTo<T>(map: Map<string, T[]>, key: string, value: T) {
  if (!key) return;
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

/** The lists as maps, built once for a whole file. */
export interface MatchIndex {
  readonly byCode: Map<string, MatchSupporter[]>;
  readonly byEmail: Map<string, MatchSupporter[]>;
  readonly byName: Map<string, MatchSupporter[]>;
  readonly memberByReference: Map<string, MatchCircleMember>;
  readonly membersByName: Map<string, MatchCircleMember[]>;
  readonly supporterOfMember: Map<string, MatchSupporter>;
  readonly members: Map<string, MatchCircleMember>;
}

export function matchIndex({ supporters, members }: MatchLists): MatchIndex {
  const index: MatchIndex = {
    byCode: new Map(),
    byEmail: new Map(),
    byName: new Map(),
    memberByReference: new Map(),
    membersByName: new Map(),
    supporterOfMember: new Map(),
    members: new Map(members.map((member) => [member.applicationId, member])),
  };
  for (const supporter of supporters) {
    addTo(index.byCode, compact(supporter.fiscalCode), supporter);
    addTo(index.byEmail, supporter.email.trim().toLowerCase(), supporter);
    addTo(index.byName, nameKey(supporter.familyName, supporter.givenName), supporter);
    if (supporter.givenName) {
      addTo(index.byName, nameKey(supporter.givenName, supporter.familyName), supporter);
    }
    for (const id of supporter.circleApplicationIds) index.supporterOfMember.set(id, supporter);
  }
  for (const member of members) {
    index.memberByReference.set(compact(member.reference), member);
    addTo(index.membersByName, nameKey(member.familyName, member.givenName), member);
    addTo(index.membersByName, nameKey(member.givenName, member.familyName), member);
  }
  return index;
}

const FISCAL_CODE =
  /\b[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]\b/g;
const VAT_NUMBER = /\b\d{11}\b/g;

/** Valid codici fiscali and 11-digit numbers found in a text, upper case. */
function codesIn(text: string): string[] {
  const upper = text.toUpperCase();
  const personal = [...upper.matchAll(FISCAL_CODE)]
    .map((match) => match[0])
    .filter((code) => readFiscalCode(code).valid);
  return [...personal, ...[...upper.matchAll(VAT_NUMBER)].map((match) => match[0])];
}

/** Candidate references: a word of 8 letters and digits, or two of 4 side by side. */
function referencesIn(text: string): string[] {
  const words = text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const found: string[] = [];
  words.forEach((word, at) => {
    if (word.length === 8) found.push(word);
    const next = words[at + 1];
    if (word.length === 4 && next?.length === 4) found.push(word + next);
  });
  return found;
}

/** Runs of 2 to 4 words of the text, folded: where a name is looked for. */
function nameRuns(text: string): string[] {
  const words = nameKey(text).split(' ').filter(Boolean);
  const runs: string[] = [];
  for (let size = 2; size <= 4; size += 1) {
    for (let at = 0; at + size <= words.length; at += 1) {
      runs.push(words.slice(at, at + size).join(' '));
    }
  }
  return runs;
}

/** The one value a set of candidates agrees on, or null when none or several. */
function only<T>(found: readonly T[]): T | null {
  const distinct = [...new Set(found)];
  return distinct.length === 1 ? (distinct[0] ?? null) : null;
}

const methodBySource: Record<ImportSource, DonationMethod> = {
  banca: 'bonifico',
  paypal: 'paypal',
  stripe: 'carta',
};
const accountBySource: Record<ImportSource, MoneyAccount> = {
  banca: 'banca',
  paypal: 'paypal',
  stripe: 'stripe',
};

/** A bank line's method from its words: a cheque or cash paid in, else a transfer. */
function methodOf(line: IncomingLine): DonationMethod {
  if (line.source !== 'banca') return methodBySource[line.source];
  const words = foldText(line.description);
  if (/\bassegn/.test(words)) return 'assegno';
  if (/versamento (di )?contanti|\bcontanti\b/.test(words)) return 'contanti';
  return 'bonifico';
}

export function proposeFor(line: IncomingLine, index: MatchIndex): Proposal {
  const text = `${line.description} ${line.counterparty}`;
  const folded = nameKey(text);
  const method = methodOf(line);
  const member =
    only(
      referencesIn(text).flatMap((code) => {
        const found = index.memberByReference.get(code);
        return found ? [found] : [];
      }),
    ) ?? null;

  let supporter: MatchSupporter | null = null;
  let supporterReason: SupporterReason | '' = '';
  const byCode = only(codesIn(text).flatMap((code) => index.byCode.get(code) ?? []));
  const byEmail = line.email ? only(index.byEmail.get(line.email) ?? []) : null;
  const byPayer = only(index.byName.get(nameKey(line.counterparty)) ?? []);
  const runs = nameRuns(text);
  const byName = only(runs.flatMap((run) => index.byName.get(run) ?? []));
  const ofMember = member ? (index.supporterOfMember.get(member.applicationId) ?? null) : null;
  // The payer is the donor: a code, an e-mail or a name of the line before the member quoted
  // (a parent may pay a child's circle).
  if (byCode) [supporter, supporterReason] = [byCode, 'codice fiscale'];
  else if (byEmail) [supporter, supporterReason] = [byEmail, 'e-mail'];
  else if (byPayer ?? byName) [supporter, supporterReason] = [byPayer ?? byName, 'nome'];
  else if (ofMember) [supporter, supporterReason] = [ofMember, 'riferimento della cerchia'];

  // Without a reference: a member named in the line (or the supporter's one membership) whose
  // circle the line speaks of ("cerchia", or the horse's name).
  const speaksOf = (candidate: MatchCircleMember) =>
    /\bcerchia\b/.test(folded) ||
    (candidate.horseName !== '' && folded.includes(nameKey(candidate.horseName)));
  const namedMembers = runs.flatMap((run) => index.membersByName.get(run) ?? []);
  const supporterMembers = (supporter?.circleApplicationIds ?? []).flatMap((id) => {
    const found = index.members.get(id);
    return found ? [found] : [];
  });
  const circle = member ?? only([...namedMembers, ...supporterMembers].filter(speaksOf)) ?? null;
  if (circle && !supporter) {
    const linked = index.supporterOfMember.get(circle.applicationId);
    if (linked)
      [supporter, supporterReason] = [linked, member ? 'riferimento della cerchia' : 'nome'];
  }
  return {
    supporterId: supporter?.id ?? '',
    supporterReason,
    purpose: circle ? 'cerchia' : 'generale',
    circleApplicationId: circle?.applicationId ?? '',
    horseSlug: circle?.horseSlug ?? '',
    method,
    account: accountBySource[line.source],
    traceable: isTraceable(method),
  };
}

/** Every line with its proposal; money out and zero lines with none. */
export function matchLines(lines: readonly IncomingLine[], lists: MatchLists): MatchedLine[] {
  const index = matchIndex(lists);
  return lines.map((line) =>
    line.amountCents > 0
      ? { line, outgoing: false, proposal: proposeFor(line, index) }
      : { line, outgoing: true, proposal: null },
  );
}
