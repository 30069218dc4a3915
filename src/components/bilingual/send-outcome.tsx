import { useId, type Ref } from 'react';
import { association, phoneHref } from '#src/config/association';
import type { SiteLanguage } from '#src/config/site';
import { Bilingual, inLanguage, type BiText } from './bilingual';

// Both boxes take the focus, so the outcome is read out and in view.

interface OutcomeProps {
  readonly ref: Ref<HTMLDivElement>;
  readonly language: SiteLanguage;
}

export const thanksText: BiText = { it: 'Grazie!', en: 'Thank you!' };

export const sentText = {
  reference: { it: 'Il tuo codice di riferimento è', en: 'Your reference is' },
  quoteIt: {
    it: 'Citalo se ci scrivi o ci chiami.',
    en: 'Please quote it if you write to us or call us.',
  },
  contacts: { it: 'Per qualsiasi domanda:', en: 'Any questions?' },
  phone: { it: 'telefono', en: 'Phone' },
  email: { it: 'e-mail', en: 'e-mail' },
} as const satisfies Record<string, BiText>;

export interface SendSuccessProps extends OutcomeProps {
  readonly title?: BiText;
  readonly paragraphs: readonly BiText[];
  /** The application's reference, when the send answered one. */
  readonly reference?: string;
  /** The association's phone and e-mail, for the questions that come after sending. */
  readonly contacts?: boolean;
  /** A way back to an empty form, for whoever has another one to send. */
  readonly again?: { readonly label: BiText; readonly onClick: () => void };
}

export function SendSuccess({
  ref,
  language,
  title = thanksText,
  paragraphs,
  reference,
  contacts = false,
  again,
}: SendSuccessProps) {
  // Any id keeps it clear of the fixed header when scrolled into view (src/styles/_base.scss).
  const id = useId();
  const t = (text: BiText) => <Bilingual text={text} language={language} />;
  const hasReference = reference !== undefined && reference !== '';
  const last = (shown: boolean) => (shown ? 'mb-0' : undefined);
  return (
    // Bootstrap's alert as plain markup: nothing to dismiss or animate, so react-bootstrap's Alert
    // (and its transition library) would only weigh on the page.
    <div
      ref={ref}
      id={id}
      role="status"
      tabIndex={-1}
      className="alert alert-success mb-4 send-success"
    >
      <h2 className="alert-heading h4">{t(title)}</h2>
      {paragraphs.map((text, index) => (
        <p
          key={index}
          lang={language}
          className={last(index === paragraphs.length - 1 && !hasReference && !contacts && !again)}
        >
          {text[language]}
        </p>
      ))}
      {hasReference && (
        <p className={last(!contacts && !again)}>
          {t(sentText.reference)}{' '}
          <strong className="send-success__reference text-nowrap">{reference}</strong>.{' '}
          {t(sentText.quoteIt)}
        </p>
      )}
      {contacts && (
        <p className={last(!again)}>
          {t(sentText.contacts)} {t(sentText.phone)}{' '}
          <a href={phoneHref(association.phone)} className="text-nowrap">
            {association.phone}
          </a>
          , {t(sentText.email)} <a href={`mailto:${association.email}`}>{association.email}</a>.
        </p>
      )}
      {again && (
        <button type="button" className="btn btn-outline-success" onClick={again.onClick}>
          {t(again.label)}
        </button>
      )}
    </div>
  );
}

export interface SendFailureProps extends OutcomeProps {
  readonly title: BiText;
  readonly message: string;
  readonly after: BiText;
}

export function SendFailure({ ref, language, title, message, after }: SendFailureProps) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="alert alert-danger mb-3">
      <p className="fw-bold mb-1">
        <Bilingual text={title} language={language} />
      </p>
      <p className="mb-1">{inLanguage(message, language)}</p>
      <p className="mb-0">
        <Bilingual text={after} language={language} />
      </p>
    </div>
  );
}
