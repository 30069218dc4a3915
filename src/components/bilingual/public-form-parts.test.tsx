import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SiteLanguage } from '#src/config/site';
import { textsFor } from '#src/lib/text/dictionary';
import { DraftNotice } from './draft-notice';
import { publicFormTexts } from './texts';
import { HoneypotField } from './honeypot-field';
import { PrivacyNote } from './privacy-note';
import { association, phoneHref } from '#src/config/association';
import { missingAnswers, SendButton } from './send-button';
import { unexpectedSendError } from '#src/components/forms/use-send-form';
import { SendFailure, SendSuccess } from './send-outcome';

/** A test's texts in both languages, given to a part in one. */
const oneLanguage = <K extends string>(
  texts: Record<K, Record<SiteLanguage, string>>,
  language: SiteLanguage,
) =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      (text as Record<SiteLanguage, string>)[language],
    ]),
  ) as Record<K, string>;

const draftTime = (date: Date) => ({
  it: textsFor(publicFormTexts, 'it').draftTime(date),
  en: textsFor(publicFormTexts, 'en').draftTime(date),
});

describe('HoneypotField', () => {
  it('is a text field named website that people and assistive technology skip', () => {
    render(<HoneypotField name="website" value="" onChange={vi.fn()} />);
    const input = screen.getByLabelText('Lascia vuoto questo campo / Leave this field empty');
    expect(input).toHaveAttribute('name', 'website');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input.closest('[aria-hidden="true"]')).toHaveStyle({ position: 'absolute' });
    // Out of the accessibility tree: no textbox role is exposed.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reports what a bot types', async () => {
    const onChange = vi.fn();
    render(<HoneypotField name="website" value="" onChange={onChange} />);
    await userEvent.setup().type(screen.getByLabelText(/^Lascia vuoto/), 'x');
    expect(onChange).toHaveBeenCalledWith('x');
  });
});

describe('DraftNotice', () => {
  // 20:15 in Rome in November (UTC+1); 12:05 in July (UTC+2).
  const november = new Date(Date.UTC(2026, 10, 23, 19, 15));
  const july = new Date(Date.UTC(2026, 6, 1, 10, 5));

  it('dates the draft in Italy, in both languages', () => {
    expect(draftTime(november)).toEqual({ it: '23/11/2026 alle 20:15', en: '23/11/2026 at 20:15' });
    expect(draftTime(july)).toEqual({ it: '01/07/2026 alle 12:05', en: '01/07/2026 at 12:05' });
  });

  it('shows nothing when the form did not start from a draft', () => {
    const { container } = render(
      <DraftNotice language="it" draft={{ restoredAt: null, discard: vi.fn() }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the draft was written, and starts over on request', async () => {
    const discard = vi.fn();
    render(<DraftNotice language="it" draft={{ restoredAt: november, discard }} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Abbiamo ripreso quello che avevi scritto il 23/11/2026 alle 20:15 e non avevi ancora inviato.',
    );
    expect(notice).not.toHaveTextContent('We have filled');
    expect(screen.getByText(/^Abbiamo ripreso/)).toHaveAttribute('lang', 'it');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ricomincia da capo' }));
    expect(discard).toHaveBeenCalledOnce();
  });

  it('speaks English alone on the English page', () => {
    render(<DraftNotice language="en" draft={{ restoredAt: november, discard: vi.fn() }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^We have filled the form back in/);
    expect(screen.getByRole('button', { name: 'Start over' })).toBeVisible();
  });
});

describe('SendButton', () => {
  const bi = {
    label: { it: 'Invia la domanda', en: 'Send the application' },
    incompleteHint: { it: 'Compila i campi obbligatori.', en: 'Fill in the required fields.' },
  };
  const texts = oneLanguage(bi, 'it');

  it('is disabled until the form is complete, and says why', () => {
    const { rerender } = render(
      <SendButton language="it" {...texts} complete={false} sending={false} />,
    );
    const button = screen.getByRole('button', { name: 'Invia la domanda' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Compila i campi obbligatori.');
    rerender(<SendButton language="it" {...texts} complete sending={false} />);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Compila i campi/)).not.toBeInTheDocument();
  });

  it('shows a spinner and is disabled while sending', () => {
    const { rerender } = render(<SendButton language="it" {...texts} complete sending />);
    expect(screen.getByRole('button', { name: 'Invio in corso…' })).toBeDisabled();
    rerender(
      <SendButton
        language="en"
        {...oneLanguage(bi, 'en')}
        sendingLabel="Posting…"
        complete
        sending
      />,
    );
    expect(screen.getByRole('button', { name: 'Posting…' })).toBeDisabled();
  });
});

describe('SendButton with the missing answers', () => {
  const bi = {
    label: { it: 'Invia', en: 'Send' },
    incompleteHint: { it: 'Un momento.', en: 'One moment.' },
  };
  const texts = oneLanguage(bi, 'it');
  const phone = 'Telefono';

  it('names the first one, counts the others and goes to it', async () => {
    const goToFirst = vi.fn();
    const { rerender } = render(
      <SendButton
        language="it"
        {...texts}
        complete
        sending={false}
        missing={{ count: 3, first: phone, goToFirst }}
      />,
    );
    const send = screen.getByRole('button', { name: 'Invia' });
    expect(send).toBeEnabled();
    expect(send).toHaveAccessibleDescription('Da completare: «Telefono» e altre 2 risposte.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vai a «Telefono»' }));
    expect(goToFirst).toHaveBeenCalledOnce();

    rerender(
      <SendButton
        language="en"
        {...oneLanguage(bi, 'en')}
        complete
        sending={false}
        missing={{
          count: 2,
          first: 'E-mail (optional)',
          goToFirst,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription(
      'Still to answer: “E-mail” and one more.',
    );
    expect(screen.getByRole('button', { name: 'Go to “E-mail”' })).toBeInTheDocument();
  });

  it('says nothing once every answer is in, and keeps the other reason of a disabled button', () => {
    const { rerender } = render(
      <SendButton
        language="it"
        {...texts}
        complete={false}
        sending={false}
        missing={{ count: 1, first: phone, goToFirst: vi.fn() }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Invia' })).toHaveAccessibleDescription(
      'Un momento. Da completare: «Telefono».',
    );
    rerender(<SendButton language="it" {...texts} complete sending={false} missing={undefined} />);
    expect(screen.getByRole('button', { name: 'Invia' })).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: /^Vai a/ })).not.toBeInTheDocument();
  });

  it('missingAnswers takes the first field of the list and its label', () => {
    const goTo = vi.fn();
    expect(missingAnswers([], goTo, () => phone)).toBeUndefined();
    const missing = missingAnswers(['phone', 'email'], goTo, (field) =>
      field === 'phone' ? phone : 'E-mail',
    );
    expect(missing).toMatchObject({ count: 2, first: phone });
    missing?.goToFirst();
    expect(goTo).toHaveBeenCalledWith('phone');
  });
});

describe('SendSuccess and SendFailure', () => {
  const paragraphs = { it: ['Primo.', 'Secondo.'], en: ['First.', 'Second.'] };

  it('thanks, then each paragraph, in the page language only', () => {
    render(<SendSuccess ref={null} language="en" paragraphs={paragraphs.en} />);
    const box = screen.getByRole('status');
    expect(box).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Thank you!$/);
    expect(box).toHaveTextContent(/^Thank you!First\.Second\.$/);
    expect(screen.getByText('First.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Second.')).toHaveClass('mb-0');
    expect(screen.getByText('First.')).not.toHaveClass('mb-0');
  });

  it('gives the reference, whom to ask, and a way to an empty form', async () => {
    const again = vi.fn();
    render(
      <SendSuccess
        ref={null}
        language="it"
        paragraphs={paragraphs.it}
        reference="K3J9-X0A1"
        contacts
        again={{ label: 'Invia un’altra', onClick: again }}
      />,
    );
    const box = screen.getByRole('status');
    expect(box).toHaveTextContent(
      'Il tuo codice di riferimento è K3J9-X0A1. Citalo se ci scrivi o ci chiami.',
    );
    expect(within(box).getByRole('link', { name: association.phone })).toHaveAttribute(
      'href',
      phoneHref(association.phone),
    );
    expect(within(box).getByRole('link', { name: association.email })).toHaveAttribute(
      'href',
      `mailto:${association.email}`,
    );
    expect(screen.getByText('Secondo.')).not.toHaveClass('mb-0');
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Invia un’altra' }));
    expect(again).toHaveBeenCalledOnce();
  });

  it('says what failed, the message, and that nothing is lost', () => {
    render(
      <SendFailure
        ref={null}
        language="it"
        title="Invio fallito."
        message="Connessione assente."
        after="Niente è perso."
      />,
    );
    // A message that is no key of the failures' texts (a service's) shows as it is.
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Invio fallito\.Connessione assente\.Niente è perso\.$/,
    );
  });

  it.each([
    ['it', 'Invio non riuscito per un errore inatteso: riprova.'],
    ['en', 'Sending failed because of an unexpected error: please try again.'],
  ] as const)('words a failure given by its key in the page language (%s)', (language, text) => {
    render(
      <SendFailure
        ref={null}
        language={language}
        title="Title."
        message={unexpectedSendError}
        after="After."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`Title.${text}After.`);
  });
});

describe('PrivacyNote', () => {
  it('links the privacy notice of the page language, in that language only', () => {
    const text = {
      it: ['Leggi ', "l'informativa", '.'],
      en: ['Read ', 'the notice', '.'],
    } as const;
    render(
      <MemoryRouter>
        <PrivacyNote language="en" text={text.en} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'the notice' })).toHaveAttribute('href', '/en/privacy');
    expect(screen.queryByRole('link', { name: "l'informativa" })).not.toBeInTheDocument();
    expect(screen.getByText(/^Read/)).toHaveTextContent(/^Read the notice\.$/);
    expect(screen.getByText(/^Read/)).toHaveAttribute('lang', 'en');
  });
});
