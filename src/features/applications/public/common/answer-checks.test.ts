import {
  answerMessages,
  barncodeError,
  choiceError,
  declarationError,
  emailError,
  normalizeBarncode,
  phoneError,
  photosError,
  textError,
  zipError,
} from './answer-checks';

describe('phoneError', () => {
  it.each([
    ['333 123 4567', 'an Italian mobile with spaces'],
    ['3331234567', 'an Italian mobile without them'],
    ['055 123456', 'a short Italian landline'],
    ['+39 055 123 4567', 'with the Italian code'],
    ['+41 79 123 45 67', 'a Swiss mobile'],
    ['0039 333 1234567', 'the code written 00'],
    [' 333 123 4567 ', 'spaces around, trimmed'],
    ['123456', 'six digits, the fewest'],
    ['+123456789012345', 'fifteen digits, the most'],
  ])('accepts %j (%s)', (phone) => {
    expect(phoneError(phone)).toBeUndefined();
  });

  it.each([
    ['abc', 'letters'],
    ['ciao', 'a word'],
    ['12', 'too few digits'],
    ['12345', 'five digits'],
    ['1234567890123456', 'sixteen digits'],
    ['333-1234567', 'a dash'],
    ['333.123.4567', 'dots'],
    ['(055) 123456', 'brackets'],
    ['39+ 333 1234567', 'a + not in front'],
    ['++39 333 1234567', 'two +'],
    ['+ ', 'a + alone'],
  ])('refuses %j (%s) with a message in both languages', (phone) => {
    expect(phoneError(phone)).toBe(answerMessages.phone);
    expect(answerMessages.phone.split(' / ')).toHaveLength(2);
  });

  it('asks for it first, then for a shorter one', () => {
    expect(phoneError('')).toBe(answerMessages.required);
    expect(phoneError('   ')).toBe(answerMessages.blank);
    expect(phoneError('1'.repeat(41))).toBe(answerMessages.tooLong(40));
  });
});

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
