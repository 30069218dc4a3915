import {
  checkVerdict,
  findingsOf,
  interactionOutcome,
  productionCheckRow,
  productionCheckTable,
  recaptchaAfterInteraction,
  type CheckedPage,
} from './production-check-model.ts';
import { verdict } from './report.ts';

const origin = 'http://127.0.0.1:4185';
const emulator = { firestoreEmulator: '127.0.0.1:8090' };
const asset = `${origin}/assets/main-1.js`;
const recaptcha = 'https://www.google.com/recaptcha/enterprise.js?render=fake';
const query =
  'https://firestore.googleapis.com/v1/projects/demo/databases/(default)/documents:runQuery';
const emulatorQuery =
  'http://127.0.0.1:8090/v1/projects/demo/databases/(default)/documents:runQuery';

const page = (path: string, before: string[], afterInteraction?: string[]): CheckedPage => ({
  path,
  url: `${origin}${path}`,
  before,
  ...(afterInteraction ? { afterInteraction } : {}),
});

const quiet = page('/privacy', [`${origin}/privacy`, asset]);
const reading = page('/cavalli', [`${origin}/cavalli`, asset, query]);
const eagerForm = page('/candidatura-adozione', [asset, recaptcha, emulatorQuery], [recaptcha]);
const lazyForm = page('/candidatura-cessione', [asset], [asset, recaptcha]);
const inertForm = page('/en/surrender-form', [asset], [asset]);

describe('findingsOf and checkVerdict', () => {
  it('passes when no page requests reCAPTCHA or Firestore before any interaction', () => {
    const findings = findingsOf([quiet, lazyForm, inertForm], emulator);
    expect(findings).toEqual([]);
    expect(checkVerdict(findings)).toEqual({ ok: true, problems: [] });
  });

  it('fails naming each page, what it requested and the URL', () => {
    const findings = findingsOf([quiet, reading, eagerForm], emulator);
    expect(findings.map((finding) => [finding.path, finding.kind])).toEqual([
      ['/cavalli', 'firestore'],
      ['/candidatura-adozione', 'recaptcha'],
      ['/candidatura-adozione', 'firestore'],
    ]);
    const result = checkVerdict(findings);
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toBe(
      `/cavalli (${origin}/cavalli) requested Firestore before any interaction: ${query}`,
    );
    expect(result.problems[1]).toContain('/candidatura-adozione');
    expect(result.problems[1]).toContain(
      `requested reCAPTCHA before any interaction: ${recaptcha}`,
    );
  });

  it("counts the emulator's queries only when told where it listens", () => {
    expect(findingsOf([eagerForm]).map((finding) => finding.kind)).toEqual(['recaptcha']);
  });

  it('ignores what a form requests after its first field is focused', () => {
    expect(findingsOf([lazyForm], emulator)).toEqual([]);
  });
});

describe('recaptchaAfterInteraction', () => {
  it('reports the first reCAPTCHA request after the first field was focused', () => {
    expect(recaptchaAfterInteraction(lazyForm)).toBe(recaptcha);
    expect(recaptchaAfterInteraction(inertForm)).toBeUndefined();
    expect(recaptchaAfterInteraction(quiet)).toBeUndefined();
  });

  it('says what focusing the field did, and that reCAPTCHA was there already', () => {
    expect(interactionOutcome(lazyForm)).toBe('reCAPTCHA requested');
    expect(interactionOutcome(inertForm)).toBe('no reCAPTCHA request');
    expect(interactionOutcome(page('/x', [recaptcha], [asset]))).toBe(
      'no new request (reCAPTCHA was already loaded)',
    );
    expect(interactionOutcome(quiet)).toBeUndefined();
  });
});

describe('the report', () => {
  it('gives one budget row naming the offending pages and what they requested', () => {
    const pages = [quiet, reading, eagerForm];
    const row = productionCheckRow(pages, findingsOf(pages, emulator));
    expect(verdict(row)).toBe('over');
    expect(row.value).toBe('/cavalli (Firestore), /candidatura-adozione (reCAPTCHA + Firestore)');
    expect(row.figure).toContain('on 3 pages');
    const many = [reading, eagerForm, page('/a', [recaptcha]), page('/b', [recaptcha]), quiet];
    expect(productionCheckRow(many, findingsOf(many, emulator)).value).toBe(
      '4 of 5 pages: reCAPTCHA on 3, Firestore on 2',
    );
    const clean = productionCheckRow([quiet, lazyForm], []);
    expect([clean.value, verdict(clean)]).toEqual(['none', 'ok']);
  });

  it('tables each page before any interaction and, for a form, after', () => {
    const lines = productionCheckTable([quiet, eagerForm, lazyForm, inertForm], emulator).split(
      '\n',
    );
    expect(lines.slice(2)).toEqual([
      '| /privacy | nothing |  |',
      '| /candidatura-adozione | reCAPTCHA (1), Firestore (1) | reCAPTCHA requested |',
      '| /candidatura-cessione | nothing | reCAPTCHA requested |',
      '| /en/surrender-form | nothing | no reCAPTCHA request |',
    ]);
  });
});
