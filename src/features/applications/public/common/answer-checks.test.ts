import {
  answerMessages,
  barncodeError,
  choiceError,
  declarationError,
  emailError,
  normalizeBarncode,
  photosError,
  textError,
  zipError,
} from './answer-checks';

describe('the shared answer checks', () => {
  it('textError: required, spaces only, and the limit after trimming', () => {
    expect(textError('', 5, true)).toBe(answerMessages.required);
    expect(textError('', 5, false)).toBeUndefined();
    expect(textError('  ', 5, true)).toBe(answerMessages.blank);
    expect(textError('  ', 5, false)).toBeUndefined();
    expect(textError(' abcde ', 5, true)).toBeUndefined();
    expect(textError('abcdef', 5, false)).toBe(answerMessages.tooLong(5));
  });

  it('choiceError: a choice must be made', () => {
    expect(choiceError('')).toBe(answerMessages.choose);
    expect(choiceError('Lazio')).toBeUndefined();
  });

  it('emailError: an optional address may be empty, a given one must look like an address', () => {
    expect(emailError('', false)).toBeUndefined();
    expect(emailError('  ', false)).toBeUndefined();
    expect(emailError('', true)).toBe(answerMessages.required);
    expect(emailError('nome@', false)).toBe(answerMessages.email);
    expect(emailError('nome@esempio.it', true)).toBeUndefined();
  });

  it('zipError: 5 digits in Italy or before a region is chosen, any postcode abroad', () => {
    expect(zipError('00184', 'Lazio')).toBeUndefined();
    expect(zipError('0018', '')).toBe(answerMessages.italianZip);
    expect(zipError('D-10115', 'Estero')).toBeUndefined();
    expect(zipError('', 'Estero')).toBe(answerMessages.required);
  });

  it('barncode: normalized, then 3 digits, 2 letters, 3 digits, or nothing', () => {
    expect(normalizeBarncode(' 123 ab.456 ')).toBe('123AB456');
    expect(barncodeError('')).toBeUndefined();
    expect(barncodeError(' ')).toBeUndefined();
    expect(barncodeError('123 ab 456')).toBeUndefined();
    expect(barncodeError('1234AB56')).toBe(answerMessages.barncode);
  });

  it('the declaration and the number of photos', () => {
    expect(declarationError(false)).toBe(answerMessages.declaration);
    expect(declarationError(true)).toBeUndefined();
    expect(photosError(5)).toBeUndefined();
    expect(photosError(6)).toBe(answerMessages.tooManyPhotos(5));
  });
});
