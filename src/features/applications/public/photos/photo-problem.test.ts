import { PHOTO_TOO_LARGE } from '../../api/public-photo-upload';
import { textsFor } from '#src/lib/text/dictionary';
import { retryable, uploadProblem } from './photo-problem';
import { photoTexts } from './texts';

vi.mock('#src/lib/firebase/storage', () => ({ storage: {} }));
vi.mock('firebase/storage', () => ({ ref: vi.fn(), uploadBytesResumable: vi.fn() }));

describe('uploadProblem', () => {
  it('knows the upload’s own code for a photo too large', () => {
    expect(uploadProblem(PHOTO_TOO_LARGE)).toBe('too-large');
    expect(retryable.has('too-large')).toBe(false);
  });

  it.each([
    ['storage/unauthorized', 'refused'],
    ['permission-denied', 'refused'],
    ['storage/quota-exceeded', 'quota'],
    ['storage/retry-limit-exceeded', 'network'],
    ['storage/unknown', 'network'],
    ['offline', 'network'],
    ['module-not-loaded', 'network'],
    ['invalid-argument', 'unknown'],
    ['something-new', 'unknown'],
  ] as const)('turns %s into %s, which a second try may solve', (code, problem) => {
    expect(uploadProblem(code)).toBe(problem);
    expect(retryable.has(problem)).toBe(true);
  });
});

it('has a text in both languages for every problem', () => {
  const [italian, english] = [textsFor(photoTexts, 'it'), textsFor(photoTexts, 'en')];
  for (const problem of Object.keys(italian.problems) as (keyof typeof italian.problems)[]) {
    const text = { it: italian.problems[problem], en: english.problems[problem] };
    expect(text.it).not.toBe('');
    expect(text.en).not.toBe('');
    expect(text.it).not.toBe(text.en);
  }
});
