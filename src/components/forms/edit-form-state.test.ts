import {
  editFormReducer as formReducer,
  hasUnsavedChanges,
  initialEditFormState as initialFormState,
  sameValue,
} from './edit-form-state';

interface Item {
  readonly notes: string;
}

const start = initialFormState<Item>({ notes: 'a' });

describe('the edit form state', () => {
  it('starts idle with the loaded item', () => {
    expect(start).toEqual({
      item: { notes: 'a' },
      saved: { notes: 'a' },
      sending: null,
      feedback: { status: 'idle' },
      attempted: false,
    });
  });

  it('remembers the first save attempt, through edits and saves', () => {
    const attempted = formReducer(start, { type: 'attempt' });
    expect(attempted.attempted).toBe(true);
    expect(formReducer(attempted, { type: 'attempt' })).toBe(attempted);
    const typed = formReducer(attempted, { type: 'edit', update: () => ({ notes: 'b' }) });
    expect(typed.attempted).toBe(true);
    const saved = formReducer(formReducer(typed, { type: 'save-started' }), {
      type: 'save-succeeded',
      saved: { notes: 'b' },
    });
    expect(saved.attempted).toBe(true);
  });

  it('shows the saved message after a save, and clears it on the next edit', () => {
    const started = formReducer(start, { type: 'save-started' });
    expect(started.sending).toBe(start.item);
    const saved = formReducer(started, { type: 'save-succeeded', saved: { notes: 'a' } });
    expect(saved.feedback).toEqual({ status: 'saved' });
    expect(saved.sending).toBeNull();
    expect(formReducer(saved, { type: 'edit', update: () => ({ notes: 'b' }) }).feedback).toEqual({
      status: 'idle',
    });
  });

  it('keeps everything typed when a save fails, and shows the error', () => {
    const typed = formReducer(start, { type: 'edit', update: () => ({ notes: 'scritto a mano' }) });
    const failed = formReducer(formReducer(typed, { type: 'save-started' }), {
      type: 'save-failed',
      message: 'Non hai i permessi per questa operazione.',
    });
    expect(failed.item).toEqual({ notes: 'scritto a mano' });
    expect(failed.feedback).toEqual({
      status: 'failed',
      message: 'Non hai i permessi per questa operazione.',
    });
    expect(failed.sending).toBeNull();
    expect(failed.saved).toEqual({ notes: 'a' });
  });

  it('ignores a second save while one runs', () => {
    const started = formReducer(start, { type: 'save-started' });
    expect(formReducer(started, { type: 'save-started' })).toBe(started);
  });

  it('does not replace what was typed during a save with what was saved', () => {
    const started = formReducer(start, { type: 'save-started' });
    const typed = formReducer(started, { type: 'edit', update: () => ({ notes: 'dopo' }) });
    const saved = formReducer(typed, { type: 'save-succeeded', saved: { notes: 'a' } });
    expect(saved.item).toEqual({ notes: 'dopo' });
    expect(saved.saved).toEqual({ notes: 'a' });
    expect(saved.feedback).toEqual({ status: 'saved' });
  });

  it('takes the saved item when nothing was typed meanwhile', () => {
    const started = formReducer(start, { type: 'save-started' });
    const saved = formReducer(started, { type: 'save-succeeded', saved: { notes: 'A' } });
    expect(saved.item).toEqual({ notes: 'A' });
  });

  it('applies an edit to what is on screen, so two quick edits both count', () => {
    const first = formReducer(start, {
      type: 'edit',
      update: (item) => ({ ...item, notes: `${item.notes}b` }),
    });
    const second = formReducer(first, {
      type: 'edit',
      update: (item) => ({ ...item, notes: `${item.notes}c` }),
    });
    expect(second.item).toEqual({ notes: 'abc' });
  });

  it('keeps the saved message when an edit changes nothing', () => {
    const saved = formReducer(formReducer(start, { type: 'save-started' }), {
      type: 'save-succeeded',
      saved: { notes: 'a' },
    });
    expect(formReducer(saved, { type: 'edit', update: (item) => item })).toBe(saved);
  });
});

describe('unsaved changes', () => {
  it('has none as loaded, and none again when the typing is undone', () => {
    expect(hasUnsavedChanges(start)).toBe(false);
    const typed = formReducer(start, { type: 'edit', update: () => ({ notes: 'ab' }) });
    expect(hasUnsavedChanges(typed)).toBe(true);
    const undone = formReducer(typed, { type: 'edit', update: () => ({ notes: 'a' }) });
    expect(hasUnsavedChanges(undone)).toBe(false);
  });

  it('has some while a save runs, and none once it is saved', () => {
    const typed = formReducer(start, { type: 'edit', update: () => ({ notes: 'ab' }) });
    const started = formReducer(typed, { type: 'save-started' });
    expect(hasUnsavedChanges(started)).toBe(true);
    const saved = formReducer(started, { type: 'save-succeeded', saved: { notes: 'ab' } });
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('still has them after a failed save', () => {
    const typed = formReducer(start, { type: 'edit', update: () => ({ notes: 'ab' }) });
    const failed = formReducer(formReducer(typed, { type: 'save-started' }), {
      type: 'save-failed',
      message: 'Errore',
    });
    expect(hasUnsavedChanges(failed)).toBe(true);
  });
});

describe('sameValue', () => {
  it('compares plain objects, arrays and dates by value', () => {
    expect(
      sameValue({ a: [1, { b: 'x' }], d: new Date(5) }, { a: [1, { b: 'x' }], d: new Date(5) }),
    ).toBe(true);
    expect(sameValue({ d: new Date(5) }, { d: new Date(6) })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });

  it('treats a missing key and an undefined one alike', () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
