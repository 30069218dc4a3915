import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { writeBatch } from 'firebase/firestore/lite';
import { DEFAULT_MIN_FILL_MS } from '#src/components/forms/use-send-form';
import { ready } from '#src/lib/async/use-result';
import { recaptchaAppCheckToken } from '#src/lib/firebase/app-check-recaptcha';
import type * as SettingsModule from '#src/lib/firebase/settings';
import type * as TimeoutModule from '#src/lib/firebase/app-check-timeout';
import type * as HorseChoicesModule from './common/horse-choices';
import type * as WritePathModule from './load-write-path';
import type * as CircleHorseChoices from '#src/features/circles/hooks/use-horse-choices';
import { CircleApplicationForm } from '#src/features/circles/components/circle-application-form';
import { AdoptionApplicationForm } from './adoption/adoption-application-form';
import { CessionApplicationForm } from './cession/cession-application-form';
import { loadUploader } from './photos/load-uploader';
import { loadPublicApplications } from './load-write-path';

// Decision 44: nothing of the write path comes with the page; a send waits for App Check at most
// APP_CHECK_TIMEOUT_MS.

vi.mock('./load-write-path', async (importOriginal) => {
  const actual = await importOriginal<typeof WritePathModule>();
  return { loadPublicApplications: vi.fn(actual.loadPublicApplications) };
});
vi.mock('./photos/load-uploader', () => ({ loadUploader: vi.fn() }));
vi.mock('firebase/firestore/lite', () => ({
  getFirestore: vi.fn(() => ({})),
  connectFirestoreEmulator: vi.fn(),
  collection: vi.fn(() => ({})),
  doc: vi.fn(() => ({ id: 'NewCircleId000000000' })),
  serverTimestamp: vi.fn(() => 'server-time'),
  writeBatch: vi.fn(() => batch),
}));
const batch = vi.hoisted(() => ({ set: vi.fn(), commit: vi.fn(async () => undefined) }));
vi.mock('#src/lib/firebase/settings', async (importOriginal) => {
  const { settings } = await importOriginal<typeof SettingsModule>();
  return { settings: { ...settings, appCheckSiteKey: '6Lc-test-key' } };
});
vi.mock('#src/lib/firebase/app-check-recaptcha', () => ({ recaptchaAppCheckToken: vi.fn() }));
vi.mock('#src/lib/firebase/app-check-timeout', async (importOriginal) => ({
  ...(await importOriginal<typeof TimeoutModule>()),
  APP_CHECK_TIMEOUT_MS: 100,
}));
vi.mock('#src/features/circles/hooks/use-horse-choices', async (importOriginal) => ({
  ...(await importOriginal<typeof CircleHorseChoices>()),
  useHorseChoices: () => circleHorses,
}));
vi.mock('./common/horse-choices', async (importOriginal) => ({
  ...(await importOriginal<typeof HorseChoicesModule>()),
  useAdoptableHorses: () => adoptableHorses,
}));
const circleHorses = ready([{ slug: 'benji', name: 'Benji' }]);
const adoptableHorses = ready([{ slug: 'rio', name: 'Rio' }]);

const token = () => ({ token: 'stand-in-token', expireTimeMillis: Date.now() });
/**
 * The stand-in answers nothing until the test makes it give up, so that only the send's wait can
 * end the send.
 */
const giveUps: (() => void)[] = [];
const noAnswer = () =>
  new Promise<never>((_resolve, reject) => {
    giveUps.push(() => reject(new Error('reCAPTCHA did not load')));
  });

const circleForm = () => <CircleApplicationForm language="it" />;
const forms: readonly [string, () => ReactNode][] = [
  ['circle', circleForm],
  ['adoption', () => <AdoptionApplicationForm language="it" />],
  ['cession', () => <CessionApplicationForm language="it" />],
];

function renderForm(form: () => ReactNode): UserEvent {
  const user = userEvent.setup();
  render(<MemoryRouter>{form()}</MemoryRouter>);
  return user;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(recaptchaAppCheckToken).mockImplementation(async () => token());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(console.warn).mockRestore();
  vi.mocked(loadPublicApplications).mockClear();
  vi.mocked(recaptchaAppCheckToken).mockReset();
  vi.mocked(writeBatch).mockClear();
  batch.set.mockClear();
  batch.commit.mockClear();
});

describe.each(forms)('the %s form', (_name, form) => {
  it('loads nothing of the write path with the page', async () => {
    renderForm(form);
    await act(async () => {});
    expect(loadPublicApplications).not.toHaveBeenCalled();
    expect(loadUploader).not.toHaveBeenCalled();
  });

  it('loads it on the first interaction, once, and writes nothing before the send', async () => {
    const user = renderForm(form);
    await user.click(screen.getAllByRole('textbox')[0] as HTMLElement);
    expect(loadPublicApplications).toHaveBeenCalledOnce();
    await user.keyboard('Maria');
    expect(loadPublicApplications).toHaveBeenCalledOnce();
    const api = await vi.mocked(loadPublicApplications).mock.results[0]?.value;
    expect(api).toHaveProperty('submitCircleApplication');
    expect(batch.commit).not.toHaveBeenCalled();
  });
});

describe('a send while reCAPTCHA does not load', () => {
  const field = (label: RegExp) => screen.getByLabelText(label);
  const submit = () =>
    screen.getByRole('button', { name: /^(Invia la candidatura|Invio in corso)/ });

  async function fillCircleForm(user: UserEvent) {
    await user.selectOptions(field(/^Cavallo/), 'Benji');
    await user.type(field(/^Nome del donatore/), 'Famiglia Rossi');
    await user.type(field(/^Nome(?! del)/), 'Maria');
    await user.type(field(/^Cognome/), 'Rossi');
    await user.type(field(/^Telefono/), '+39 333 123 4567');
    await user.click(screen.getByRole('radio', { name: 'Mensile' }));
    await user.type(field(/^Importo in euro/), '20');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);
  }

  it('says so in both languages, keeps everything, and sends on the next try', async () => {
    vi.mocked(recaptchaAppCheckToken).mockImplementation(noAnswer);
    const user = renderForm(circleForm);
    await fillCircleForm(user);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Invio in corso…');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /Il controllo anti-spam di Google \(reCAPTCHA\) non si è caricato.*/,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(submit()).toHaveTextContent('Invia la candidatura');
    expect(batch.commit).not.toHaveBeenCalled();
    expect(field(/^Nome del donatore/)).toHaveValue('Famiglia Rossi');
    expect(field(/^Telefono/)).toHaveValue('+39 333 123 4567');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    window.dispatchEvent(new Event('pagehide'));
    // After a send attempt the draft keeps the choices, never the contacts.
    const draft = JSON.parse(localStorage.getItem('eq-draft:circle') ?? 'null');
    expect(draft).toMatchObject({ values: { method: 'PayPal' } });
    expect(draft.values).not.toMatchObject({ donorName: 'Famiglia Rossi' });

    expect(giveUps.length).toBeGreaterThan(0);
    await act(async () => giveUps.forEach((giveUp) => giveUp()));
    vi.mocked(recaptchaAppCheckToken).mockImplementation(async () => token());
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Grazie!');
    expect(batch.commit).toHaveBeenCalledOnce();
    expect(batch.set.mock.calls[0]?.[1]).toMatchObject({
      donorName: 'Famiglia Rossi',
      method: 'PayPal',
    });
  });
});
