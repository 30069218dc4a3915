import { useId, type Ref } from 'react';
import { association, phoneHref } from '#src/config/association';
import type { SiteLanguage } from '#src/config/site';
import { textsFor } from '#src/lib/text/dictionary';
import { publicFormTexts } from './texts';

// Both boxes take the focus, so the outcome is read out and in view.

interface OutcomeProps {
  readonly ref: Ref<HTMLDivElement>;
  readonly language: SiteLanguage;
}

export interface SendSuccessProps extends OutcomeProps {
  /** The page's texts in its language, from the form's dictionary ("Grazie!" when none). */
  readonly title?: string;
  readonly paragraphs: readonly string[];
  /** The application's reference, when the send answered one. */
  readonly reference?: string;
  /** The association's phone and e-mail, for the questions that come after sending. */
  readonly contacts?: boolean;
  /** A way back to an empty form, for whoever has another one to send. */
  readonly again?: { readonly label: string; readonly onClick: () => void };
}

export function SendSuccess({
  ref,
  language,
  title,
  paragraphs,
  reference,
  contacts = false,
  again,
}: SendSuccessProps) {
  // Any id keeps it clear of the fixed header when scrolled into view (src/styles/_base.scss).
  const id = useId();
  const t = textsFor(publicFormTexts, language);
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
      <h2 className="alert-heading h4">{title ?? t.thanks}</h2>
      {paragraphs.map((text, index) => (
        <p
          key={index}
          lang={language}
          className={last(index === paragraphs.length - 1 && !hasReference && !contacts && !again)}
        >
          {text}
        </p>
      ))}
      {hasReference && (
        <p className={last(!contacts && !again)}>
          {t.reference} <strong className="send-success__reference text-nowrap">{reference}</strong>
          . {t.quoteIt}
        </p>
      )}
      {contacts && (
        <p className={last(!again)}>
          {t.contacts} {t.phone}{' '}
          <a href={phoneHref(association.phone)} className="text-nowrap">
            {association.phone}
          </a>
          , {t.email} <a href={`mailto:${association.email}`}>{association.email}</a>.
        </p>
      )}
      {again && (
        <button type="button" className="btn btn-outline-success" onClick={again.onClick}>
          {again.label}
        </button>
      )}
    </div>
  );
}

export interface SendFailureProps extends OutcomeProps {
  readonly title: string;
  readonly message: string;
  readonly after: string;
}

/** A message that is a key of the `failures` texts shows their words; any other as it is. */
export function SendFailure({ ref, language, title, message, after }: SendFailureProps) {
  const { failures } = textsFor(publicFormTexts, language);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="alert alert-danger mb-3">
      <p className="fw-bold mb-1">{title}</p>
      <p className="mb-1">
        {Object.hasOwn(failures, message) ? failures[message as keyof typeof failures] : message}
      </p>
      <p className="mb-0">{after}</p>
    </div>
  );
}
