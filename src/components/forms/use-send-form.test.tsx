import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DraftNotice } from '#src/components/bilingual/draft-notice';
import { HoneypotField } from '#src/components/bilingual/honeypot-field';
import { fail, ok, type Result } from '#src/lib/data/result';
import { draftMaxAgeMs } from './form-draft';
import type { FieldErrors } from './send-form-state';
import { TextInput } from './text-input';
import {
  DEFAULT_MIN_FILL_MS,
  DRAFT_SAVE_DELAY_MS,
  unexpectedSendError,
  useSendForm,
  type SendFormDraftOptions,
} from './use-send-form';

interface Pet {
  readonly name: string;
  readonly legs: string;
  readonly tags: readonly string[];
}

const blankPet: Pet = { name: '', legs: '', tags: [] };
const fido: Pet = { name: 'Fido', legs: '4', tags: ['docile'] };

const messages = { name: 'Scrivi il nome.', legs: 'Scrivi un numero.', tags: 'Troppi.' };
const validatePet = (pet: Pet): FieldErrors<Pet> => ({
  ...(pet.name.trim() === '' && { name: messages.name }),
  ...(!/^\d+$/.test(pet.legs) && { legs: messages.legs }),
  ...(pet.tags.length > 2 && { tags: messages.tags }),
});

const petDraft: SendFormDraftOptions<Pet> = { key: 'pet', version: 2 };
type Send = (pet: Pet) => Promise<Result<unknown>>;

interface PetFormProps {
  readonly send: Send;
  readonly draft?: SendFormDraftOptions<Pet> | null;
  readonly minFillMs?: number;
  readonly fieldOrder?: readonly (keyof Pet)[];
  readonly onRender?: (values: Pet) => void;
}

function PetForm({
  send,
  draft = petDraft,
  minFillMs,
  fieldOrder = ['name', 'legs', 'tags'],
  onRender,
}: PetFormProps) {
  const form = useSendForm<Pet>({
    initial: blankPet,
    validate: validatePet,
    fieldOrder,
    send,
    ...(draft !== null && { draft }),
    ...(minFillMs !== undefined && { minFillMs }),
  });
  const { values, setField, edit, touch, shownError, state, sending } = form;
  const { formProps, outcomeRef, honeypot, draft: restored } = form;
  onRender?.(values);
  return (
    <form aria-label="Animale" {...formProps}>
      {state.kind === 'sent' && (
        <div ref={outcomeRef} role="status" tabIndex={-1}>
          Inviato: {state.values.name}
        </div>
      )}
      <DraftNotice language="it" draft={restored} />
      <TextInput
        name="name"
        label="Nome"
        value={values.name}
        error={shownError('name')}
        onChange={(value) => setField('name', value)}
        onBlur={() => touch('name')}
      />
      <TextInput
        name="legs"
        label="Zampe"
        value={values.legs}
        error={shownError('legs')}
        onChange={(value) => setField('legs', value)}
        onBlur={() => touch('legs')}
      />
      <button
        type="button"
        name="tags"
        onClick={() => edit((pet) => ({ ...pet, tags: [...pet.tags, 'docile'] }))}
      >
        Aggiungi docile
      </button>
      {shownError('tags') && <p>{shownError('tags')}</p>}
      <HoneypotField {...honeypot} />
      {state.kind === 'failed' && (
        <div ref={outcomeRef} role="alert" tabIndex={-1}>
          {state.message}
        </div>
      )}
      <button type="submit">{sending ? 'Invio in corso' : 'Invia'}</button>
    </form>
  );
}

function pendingSend() {
  const calls: { pet: Pet; finish: (result: Result<unknown>) => void }[] = [];
  const send = vi.fn(
    (pet: Pet) =>
      new Promise<Result<unknown>>((resolve) => {
        calls.push({ pet, finish: resolve });
      }),
  );
  return { send, calls };
}

const nameField = () => screen.getByRole('textbox', { name: 'Nome' });
const legsField = () => screen.getByRole('textbox', { name: 'Zampe' });
const submit = () => screen.getByRole('button', { name: /^Invi/ });
const honeypotField = () => screen.getByLabelText(/^Lascia vuoto questo campo/);
const startOver = () => screen.getByRole('button', { name: 'Ricomincia da capo' });

const draftKey = 'eq-draft:pet';
const storedDraft = () => {
  const raw = localStorage.getItem(draftKey);
  return raw === null ? null : (JSON.parse(raw) as unknown);
};
// 20:15 in Rome (winter time, UTC+1).
const evening = Date.UTC(2026, 10, 23, 19, 15);
const storeDraft = (
  values: unknown,
  { version = 2, savedAt = evening, startedAt = evening } = {},
) => localStorage.setItem(draftKey, JSON.stringify({ version, savedAt, startedAt, values }));

const takeTime = () => vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);

async function typeFido() {
  const user = userEvent.setup();
  await user.type(nameField(), 'Fido');
  await user.type(legsField(), '4');
  await user.click(screen.getByRole('button', { name: 'Aggiungi docile' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  // Only the date is fake: it moves when a test says so (the timers stay real unless a test fakes them).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(evening + 60_000);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a public form: validation', () => {
  it('shows a message once the field is left, not while typing', async () => {
    render(<PetForm send={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(legsField(), 'x');
    expect(legsField()).not.toHaveAccessibleDescription();
    await user.tab();
    expect(legsField()).toHaveAccessibleDescription(messages.legs);
    expect(nameField()).not.toHaveAccessibleDescription();
  });

  it('on send, shows every message and focuses the first invalid field, announced with it', async () => {
    const send = vi.fn<Send>();
    render(<PetForm send={send} fieldOrder={['legs', 'name', 'tags']} />);
    let invalidOnFocus: string | null = null;
    legsField().addEventListener('focus', (event) => {
      invalidOnFocus = (event.target as HTMLElement).getAttribute('aria-invalid');
    });
    await userEvent.setup().click(submit());
    expect(legsField()).toHaveFocus();
    expect(invalidOnFocus).toBe('true');
    expect(legsField()).toHaveAccessibleDescription(messages.legs);
    expect(nameField()).toHaveAccessibleDescription(messages.name);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing while a field outside fieldOrder has a message', async () => {
    const send = vi.fn<Send>();
    render(<PetForm send={send} fieldOrder={['name', 'legs']} />);
    const user = await typeFido();
    await user.click(screen.getByRole('button', { name: 'Aggiungi docile' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi docile' }));
    takeTime();
    await user.click(submit());
    expect(screen.getByText(messages.tags)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi docile' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('a public form: sending', () => {
  it('sends once, even when submitted twice, and shows that it is sending', async () => {
    const { send, calls } = pendingSend();
    render(<PetForm send={send} />);
    const user = await typeFido();
    takeTime();
    await user.click(submit());
    expect(submit()).toHaveTextContent('Invio in corso');
    fireEvent.submit(screen.getByRole('form', { name: 'Animale' }));
    await user.click(submit());
    expect(send).toHaveBeenCalledExactlyOnceWith(fido, undefined);
    await act(async () => calls[0]?.finish(ok('id')));
    expect(submit()).toHaveTextContent('Invia');
  });

  it('after a success, names what was sent, focuses it and empties the form and the draft', async () => {
    const { send, calls } = pendingSend();
    render(<PetForm send={send} />);
    const user = await typeFido();
    await user.tab();
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).not.toBeNull();
    takeTime();
    await user.click(submit());
    await act(async () => calls[0]?.finish(ok('new-id')));

    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('Inviato: Fido');
    expect(confirmation).toHaveFocus();
    expect(nameField()).toHaveValue('');
    expect(legsField()).toHaveValue('');
    expect(legsField()).not.toHaveAccessibleDescription();
    expect(storedDraft()).toBeNull();
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toBeNull();
  });

  it('after a failure, keeps everything typed and the draft, and focuses the message', async () => {
    const send = vi.fn<Send>().mockResolvedValue(fail('unavailable', 'Il servizio non risponde.'));
    render(<PetForm send={send} />);
    const user = await typeFido();
    fireEvent(window, new Event('pagehide'));
    takeTime();
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Il servizio non risponde.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(nameField()).toHaveValue('Fido');
    expect(legsField()).toHaveValue('4');
    expect(storedDraft()).toMatchObject({ values: fido });

    send.mockResolvedValue(ok('id'));
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Inviato: Fido');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('after a send attempt, keeps no contact data in the draft, on the page or after', async () => {
    const send = vi.fn<Send>().mockResolvedValue(fail('unavailable', 'Il servizio non risponde.'));
    const draft = { ...petDraft, contactFields: ['name'] as const };
    const { unmount } = render(<PetForm send={send} draft={draft} />);
    const user = await typeFido();
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toMatchObject({ values: fido });
    takeTime();
    await user.click(submit());
    await screen.findByRole('alert');
    // The page keeps it for a second try; the browser's storage does not.
    expect(nameField()).toHaveValue('Fido');
    expect(storedDraft()).toMatchObject({ attempted: true, values: { ...fido, name: '' } });
    await user.type(legsField(), '2');
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toMatchObject({ values: { name: '', legs: '42' } });
    unmount();
    render(<PetForm send={send} draft={draft} />);
    expect(await screen.findByRole('textbox', { name: 'Zampe' })).toHaveValue('42');
    expect(nameField()).toHaveValue('');
    await user.type(nameField(), 'Fido');
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toMatchObject({ attempted: true, values: { name: '', legs: '42' } });
  });

  it('says so when the send throws, and keeps what was typed', async () => {
    const send = vi.fn<Send>().mockRejectedValue(new Error('bug'));
    render(<PetForm send={send} />);
    const user = await typeFido();
    takeTime();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(unexpectedSendError);
    expect(nameField()).toHaveValue('Fido');
    await user.click(submit());
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('a public form: the draft', () => {
  it('is written 500 ms after the typing stops, with when it was written and started', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(evening);
    render(<PetForm send={vi.fn()} />);
    vi.advanceTimersByTime(10_000);
    fireEvent.change(nameField(), { target: { value: 'Fi' } });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    fireEvent.change(nameField(), { target: { value: 'Fido' } });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(storedDraft()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(storedDraft()).toEqual({
      version: 2,
      savedAt: evening + 10_000 + 2 * DRAFT_SAVE_DELAY_MS - 1,
      startedAt: evening,
      values: { ...blankPet, name: 'Fido' },
    });
  });

  it('is written at once when the page is hidden or the form unmounted', () => {
    const { unmount } = render(<PetForm send={vi.fn()} />);
    fireEvent.change(nameField(), { target: { value: 'Fido' } });
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toMatchObject({ values: { name: 'Fido' } });

    fireEvent.change(nameField(), { target: { value: 'Fido il Grande' } });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    expect(storedDraft()).toMatchObject({ values: { name: 'Fido' } });
    visibility.mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(storedDraft()).toMatchObject({ values: { name: 'Fido il Grande' } });

    fireEvent.change(legsField(), { target: { value: '3' } });
    unmount();
    expect(storedDraft()).toMatchObject({ values: { name: 'Fido il Grande', legs: '3' } });
  });

  it('is not written while the form is blank, and forgotten when the typing is undone', () => {
    render(<PetForm send={vi.fn()} />);
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toBeNull();
    fireEvent.change(nameField(), { target: { value: 'F' } });
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).not.toBeNull();
    fireEvent.change(nameField(), { target: { value: '' } });
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toBeNull();
  });

  it('is not written for ignored fields alone, but keeps them with the others', () => {
    render(<PetForm send={vi.fn()} draft={{ ...petDraft, ignoredFields: ['legs'] }} />);
    fireEvent.change(legsField(), { target: { value: '4' } });
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toBeNull();
    fireEvent.change(nameField(), { target: { value: 'Fido' } });
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toMatchObject({ values: { name: 'Fido', legs: '4' } });
  });

  it('is never written without the draft option', () => {
    const { unmount } = render(<PetForm send={vi.fn()} draft={null} />);
    fireEvent.change(nameField(), { target: { value: 'Fido' } });
    fireEvent(window, new Event('pagehide'));
    unmount();
    expect(localStorage).toHaveLength(0);
  });

  it('fills the form back after the first render, and says when it was written', () => {
    storeDraft(fido);
    const renders: Pet[] = [];
    render(<PetForm send={vi.fn()} onRender={(values) => renders.push(values)} />);
    expect(renders[0]).toBe(blankPet);
    expect(nameField()).toHaveValue('Fido');
    expect(legsField()).toHaveValue('4');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Abbiamo ripreso quello che avevi scritto il 23/11/2026 alle 20:15 e non avevi ancora inviato.',
    );
    expect(storedDraft()).toMatchObject({ savedAt: evening });
  });

  it('hydrates the prerendered HTML as it was built, then fills the form back', async () => {
    storeDraft(fido);
    const html = renderToString(<PetForm send={vi.fn()} />);
    expect(html).not.toContain('Fido');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const hydrationErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <PetForm send={vi.fn()} />, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      }),
    );
    try {
      expect(nameField()).toHaveValue('Fido');
      expect(screen.getByRole('status')).toHaveTextContent('23/11/2026 alle 20:15');
      expect(hydrationErrors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('is filled back up to a day after it was written, and removed after', () => {
    storeDraft(fido, { savedAt: Date.now() - draftMaxAgeMs + 60_000 });
    const { unmount } = render(<PetForm send={vi.fn()} />);
    expect(nameField()).toHaveValue('Fido');
    unmount();
    storeDraft(fido, { savedAt: Date.now() - draftMaxAgeMs });
    render(<PetForm send={vi.fn()} />);
    expect(nameField()).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it.each([
    ['of another version', () => storeDraft(fido, { version: 1 })],
    ['unreadable', () => localStorage.setItem(draftKey, '{"version":2,')],
    ['of another shape', () => storeDraft({ ...fido, tags: 'docile' })],
  ])('is removed silently when it is %s', (_, store) => {
    store();
    render(<PetForm send={vi.fn()} />);
    expect(nameField()).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('is thrown away by "Ricomincia da capo", which focuses the first field', async () => {
    storeDraft(fido);
    render(<PetForm send={vi.fn()} />);
    await userEvent.setup().click(startOver());
    expect(nameField()).toHaveValue('');
    expect(nameField()).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toBeNull();
  });

  it('never breaks the form when the storage refuses', async () => {
    storeDraft(fido);
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const send = vi.fn<Send>().mockResolvedValue(ok('id'));
    render(<PetForm send={send} />);
    expect(nameField()).toHaveValue('');
    const user = await typeFido();
    fireEvent(window, new Event('pagehide'));
    takeTime();
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Inviato: Fido');
    expect(send).toHaveBeenCalledWith(fido, undefined);
  });

  it('never breaks the form when the storage cannot be reached', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    const send = vi.fn<Send>().mockResolvedValue(ok('id'));
    const { unmount } = render(<PetForm send={send} />);
    const user = await typeFido();
    fireEvent(window, new Event('pagehide'));
    takeTime();
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Inviato: Fido');
    unmount();
  });
});

describe('a public form: simple bots', () => {
  it('takes a filled honeypot for a bot: nothing is sent, the usual success is shown', async () => {
    const send = vi.fn<Send>();
    render(<PetForm send={send} />);
    const user = await typeFido();
    await user.type(honeypotField(), 'https://spam.example');
    fireEvent(window, new Event('pagehide'));
    takeTime();
    await user.click(submit());
    expect(screen.getByRole('status')).toHaveTextContent('Inviato: Fido');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('');
    expect(honeypotField()).toHaveValue('');
    expect(storedDraft()).toBeNull();
  });

  it('also when a script filled the honeypot without typing', async () => {
    const send = vi.fn<Send>();
    render(<PetForm send={send} />);
    const user = await typeFido();
    (honeypotField() as HTMLInputElement).value = 'spam';
    takeTime();
    await user.click(submit());
    expect(screen.getByRole('status')).toHaveTextContent('Inviato: Fido');
    expect(send).not.toHaveBeenCalled();
  });

  it('takes a form sent sooner than the minimum fill time for a bot', async () => {
    const send = vi.fn<Send>().mockResolvedValue(ok('id'));
    render(<PetForm send={send} />);
    const user = await typeFido();
    vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS - 1);
    await user.click(submit());
    expect(screen.getByRole('status')).toHaveTextContent('Inviato: Fido');
    expect(send).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('');

    await typeFido();
    vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS - 1);
    await user.click(submit());
    expect(send).not.toHaveBeenCalled();
    await typeFido();
    takeTime();
    await user.click(submit());
    expect(send).toHaveBeenCalledExactlyOnceWith(fido, undefined);
  });

  it('counts the time from when the restored draft was started', async () => {
    storeDraft(fido, { startedAt: Date.now() - DEFAULT_MIN_FILL_MS });
    const send = vi.fn<Send>().mockResolvedValue(ok('id'));
    render(<PetForm send={send} />);
    await userEvent.setup().click(submit());
    expect(send).toHaveBeenCalledExactlyOnceWith(fido, undefined);
  });

  it('takes the minimum fill time it is given', async () => {
    const send = vi.fn<Send>().mockResolvedValue(ok('id'));
    render(<PetForm send={send} minFillMs={10_000} />);
    const user = await typeFido();
    vi.advanceTimersByTime(9_999);
    await user.click(submit());
    expect(send).not.toHaveBeenCalled();
    await typeFido();
    vi.advanceTimersByTime(10_000);
    await user.click(submit());
    expect(send).toHaveBeenCalledOnce();
  });
});
