import { formReducer, initialFormState } from './form-state';

interface Item {
  readonly notes: string;
}

const start = initialFormState<Item>({ notes: 'a' });

describe('the detail form state', () => {
  it('starts idle with the loaded item', () => {
    expect(start).toEqual({
      item: { notes: 'a' },
      saved: { notes: 'a' },
      sending: null,
      feedback: { status: 'idle' },
    });
  });

  it('shows the saved message after a save, and clears it on the next edit', () => {
    const started = formReducer(start, { type: 'save-started' });
    expect(started.sending).toBe(start.item);
    const saved = formReducer(started, { type: 'save-succeeded', saved: { notes: 'a' } });
    expect(saved.feedback).toEqual({ status: 'saved' });
    expect(saved.sending).toBeNull();
    expect(formReducer(saved, { type: 'edit', item: { notes: 'b' } }).feedback).toEqual({
      status: 'idle',
    });
  });

  it('keeps everything typed when a save fails, and shows the error', () => {
    const typed = formReducer(start, { type: 'edit', item: { notes: 'scritto a mano' } });
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
    const typed = formReducer(started, { type: 'edit', item: { notes: 'dopo' } });
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
});
