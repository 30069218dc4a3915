import {
  initialSendFormState,
  invalidFields,
  sendFormReducer as reducer,
  shownFieldError,
  type SendFormState,
} from './send-form-state';

interface Pet {
  readonly name: string;
  readonly legs: string;
}

const blank: Pet = { name: '', legs: '' };
const start = initialSendFormState<Pet>(blank);
const typed = reducer(start, { type: 'edit', update: () => ({ name: 'Fido', legs: '4' }) });

describe('the send form state', () => {
  it('starts blank, idle, untouched and without a draft', () => {
    expect(start).toEqual({
      values: blank,
      touched: {},
      attempted: false,
      send: { kind: 'idle' },
      honeypot: '',
      draftChecked: false,
      restoredAt: null,
    });
  });

  it('applies edits to the latest values, and keeps the state when nothing changes', () => {
    const first = reducer(start, { type: 'edit', update: (pet) => ({ ...pet, name: 'Fi' }) });
    const second = reducer(first, {
      type: 'edit',
      update: (pet) => ({ ...pet, name: `${pet.name}do` }),
    });
    expect(second.values).toEqual({ name: 'Fido', legs: '' });
    expect(reducer(second, { type: 'edit', update: (pet) => pet })).toBe(second);
  });

  it('remembers the fields left and the send tried, once', () => {
    const touched = reducer(start, { type: 'touch', field: 'name' });
    expect(touched.touched).toEqual({ name: true });
    expect(reducer(touched, { type: 'touch', field: 'name' })).toBe(touched);
    const attempted = reducer(start, { type: 'attempt' });
    expect(attempted.attempted).toBe(true);
    expect(reducer(attempted, { type: 'attempt' })).toBe(attempted);
  });

  it('fills the form back from a draft, or only notes there was none', () => {
    const savedAt = new Date(Date.UTC(2026, 10, 23, 19, 15));
    const restored = reducer(start, {
      type: 'draft-checked',
      draft: { values: { name: 'Fido', legs: '3' }, savedAt },
    });
    expect(restored.values).toEqual({ name: 'Fido', legs: '3' });
    expect(restored.restoredAt).toBe(savedAt);
    expect(restored.draftChecked).toBe(true);
    const none = reducer(start, { type: 'draft-checked', draft: null });
    expect(none).toEqual({ ...start, draftChecked: true });
  });

  it('starts one send at a time', () => {
    const sending = reducer(typed, { type: 'send-started' });
    expect(sending.send).toEqual({ kind: 'sending' });
    expect(reducer(sending, { type: 'send-started' })).toBe(sending);
  });

  it('after a send, names what was sent and starts again from blank', () => {
    const dirty: SendFormState<Pet> = {
      ...reducer(reducer(typed, { type: 'touch', field: 'legs' }), { type: 'attempt' }),
      honeypot: 'x',
      draftChecked: true,
      restoredAt: new Date(0),
    };
    const sent = reducer(reducer(dirty, { type: 'send-started' }), {
      type: 'sent',
      values: dirty.values,
      initial: blank,
    });
    expect(sent).toEqual({
      values: blank,
      touched: {},
      attempted: false,
      send: { kind: 'sent', values: { name: 'Fido', legs: '4' } },
      honeypot: '',
      draftChecked: true,
      restoredAt: null,
    });
  });

  it('keeps everything typed when a send fails, with the message', () => {
    const attempted = reducer(typed, { type: 'attempt' });
    const failed = reducer(reducer(attempted, { type: 'send-started' }), {
      type: 'send-failed',
      message: 'Il servizio non risponde.',
    });
    expect(failed).toEqual({
      ...attempted,
      send: { kind: 'failed', message: 'Il servizio non risponde.' },
    });
  });

  it('starts over from blank on discard, keeping a send that runs', () => {
    const restored = reducer(
      reducer(start, {
        type: 'draft-checked',
        draft: { values: { name: 'Fido', legs: '3' }, savedAt: new Date(0) },
      }),
      { type: 'touch', field: 'name' },
    );
    const failed = reducer(restored, { type: 'send-failed', message: 'No' });
    expect(reducer(failed, { type: 'discard', initial: blank })).toEqual({
      ...start,
      draftChecked: true,
    });
    const sending = reducer(restored, { type: 'send-started' });
    expect(reducer(sending, { type: 'discard', initial: blank }).send).toEqual({
      kind: 'sending',
    });
  });

  it('holds what a bot typed in the honeypot', () => {
    expect(reducer(start, { type: 'honeypot', value: 'http://spam' }).honeypot).toBe('http://spam');
  });
});

describe('shown messages and invalid fields', () => {
  const errors = { name: 'Scrivi il nome.', legs: 'Scrivi un numero.' };

  it('shows a message once its field was left, or all of them after a send was tried', () => {
    expect(shownFieldError(start, errors, 'name')).toBeUndefined();
    const touched = reducer(start, { type: 'touch', field: 'name' });
    expect(shownFieldError(touched, errors, 'name')).toBe('Scrivi il nome.');
    expect(shownFieldError(touched, errors, 'legs')).toBeUndefined();
    const attempted = reducer(start, { type: 'attempt' });
    expect(shownFieldError(attempted, errors, 'legs')).toBe('Scrivi un numero.');
    expect(shownFieldError(attempted, {}, 'legs')).toBeUndefined();
  });

  it('lists the invalid fields in the order of the form, then any other', () => {
    expect(invalidFields<Pet>(errors, ['legs', 'name'])).toEqual(['legs', 'name']);
    expect(invalidFields<Pet>({ legs: 'x' }, ['name', 'legs'])).toEqual(['legs']);
    expect(invalidFields<Pet>({ name: 'x' }, ['legs'])).toEqual(['name']);
    expect(invalidFields<Pet>({ name: '', legs: undefined }, ['name', 'legs'])).toEqual([]);
  });
});
