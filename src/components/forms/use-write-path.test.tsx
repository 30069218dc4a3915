import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { publicFormTexts } from '#src/components/bilingual/texts';
import { ok, type Result } from '#src/lib/data/result';
import { textsFor } from '#src/lib/text/dictionary';
import { TextInput } from './text-input';
import { DEFAULT_MIN_FILL_MS, useSendForm, writePathLoadError } from './use-send-form';

// Decision 44: what `send` needs is loaded on the first interaction, never with the page.

interface Note {
  readonly text: string;
}
const blank: Note = { text: '' };

interface Api {
  readonly post: (note: Note) => Promise<Result<unknown>>;
}

interface NoteFormProps {
  readonly load: () => Promise<Api>;
}

function NoteForm({ load }: NoteFormProps) {
  const { values, setField, state, sending, formProps, outcomeRef } = useSendForm({
    initial: blank,
    validate: () => ({}),
    fieldOrder: ['text'],
    writePath: load,
    send: (note, api) => api.post(note),
    draft: { key: 'note', version: 1 },
  });
  return (
    <form aria-label="Nota" {...formProps}>
      {state.kind === 'sent' && (
        <div ref={outcomeRef} role="status" tabIndex={-1}>
          Inviata
        </div>
      )}
      <TextInput
        name="text"
        label="Testo"
        value={values.text}
        onChange={(value) => setField('text', value)}
      />
      <p>Un paragrafo</p>
      {state.kind === 'failed' && (
        <div ref={outcomeRef} role="alert" tabIndex={-1}>
          {state.message}
        </div>
      )}
      <button type="submit">{sending ? 'Invio in corso' : 'Invia'}</button>
    </form>
  );
}

function manualLoad() {
  const post = vi.fn(async (_note: Note): Promise<Result<unknown>> => ok('id'));
  const pending: { finish: () => void; fail: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Api>((resolve, reject) => {
        pending.push({ finish: () => resolve({ post }), fail: () => reject(new Error('offline')) });
      }),
  );
  return { load, post, pending };
}

const textField = () => screen.getByRole('textbox', { name: 'Testo' });
const form = () => screen.getByRole('form', { name: 'Nota' });
const submit = () => screen.getByRole('button', { name: /^Invi/ });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the write path', () => {
  it('is not loaded by the page: neither the render, nor hydration, nor a restored draft', async () => {
    const { load } = manualLoad();
    const html = renderToString(<NoteForm load={load} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    localStorage.setItem(
      'eq-draft:note',
      JSON.stringify({
        version: 1,
        savedAt: Date.now(),
        startedAt: Date.now(),
        values: { text: 'bozza' },
      }),
    );
    const root = await act(async () => hydrateRoot(container, <NoteForm load={load} />));
    expect(textField()).toHaveValue('bozza');
    // Reading, moving the pointer, scrolling: none of it is an interaction.
    fireEvent.pointerMove(form());
    fireEvent.scroll(window);
    expect(load).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it.each([
    ['the focus entering a field', () => fireEvent.focusIn(textField())],
    ['an input (an autofill without focus)', () => fireEvent.input(textField())],
    [
      'a pointer pressed on the form',
      () => fireEvent.pointerDown(screen.getByText('Un paragrafo')),
    ],
  ])('starts loading on the first interaction: %s', (_what, interact) => {
    const { load } = manualLoad();
    render(<NoteForm load={load} />);
    expect(load).not.toHaveBeenCalled();
    interact();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads once, however much the visitor goes on typing', async () => {
    const { load, pending } = manualLoad();
    render(<NoteForm load={load} />);
    const user = userEvent.setup();
    await user.type(textField(), 'Ciao');
    await act(async () => pending[0]?.finish());
    await user.type(textField(), ' a tutti');
    await user.tab();
    expect(load).toHaveBeenCalledOnce();
  });

  it('has a send wait for it, then send with what it loaded', async () => {
    const { load, post, pending } = manualLoad();
    render(<NoteForm load={load} />);
    const user = userEvent.setup();
    await user.type(textField(), 'Ciao');
    vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Invio in corso');
    expect(post).not.toHaveBeenCalled();

    await act(async () => pending[0]?.finish());
    expect(post).toHaveBeenCalledExactlyOnceWith({ text: 'Ciao' });
    expect(await screen.findByRole('status')).toHaveTextContent('Inviata');
    expect(load).toHaveBeenCalledOnce();
  });

  it('says so when it could not load, keeps what was typed, and loads again on the next try', async () => {
    const { load, post, pending } = manualLoad();
    render(<NoteForm load={load} />);
    const user = userEvent.setup();
    await user.type(textField(), 'Ciao');
    await act(async () => pending[0]?.fail());
    vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);
    await user.click(submit());
    expect(load).toHaveBeenCalledTimes(2);
    expect(submit()).toHaveTextContent('Invio in corso');
    await act(async () => pending[1]?.fail());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(writePathLoadError);
    // The key of the public forms' failure texts, which `SendFailure` words in the page language.
    expect(textsFor(publicFormTexts, 'it').failures[writePathLoadError]).toMatch(
      /^Non siamo riusciti /,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(textField()).toHaveValue('Ciao');
    expect(submit()).toHaveTextContent('Invia');
    expect(post).not.toHaveBeenCalled();

    await user.click(submit());
    expect(load).toHaveBeenCalledTimes(3);
    await act(async () => pending[2]?.finish());
    expect(post).toHaveBeenCalledExactlyOnceWith({ text: 'Ciao' });
    expect(await screen.findByRole('status')).toHaveTextContent('Inviata');
  });
});
