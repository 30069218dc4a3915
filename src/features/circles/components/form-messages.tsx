import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { Bilingual, otherLanguage } from '#src/components/bilingual/bilingual';
import { formText, privacyText, successText } from './circle-text';

interface OutcomeProps {
  /** The form moves the focus here, so the outcome is read out and in view. */
  readonly ref: Ref<HTMLDivElement>;
  readonly language: SiteLanguage;
}

/** The confirmation after sending (docs/product.md §4): thanks, and what happens next. */
export function SendSuccess({ ref, language, horse }: OutcomeProps & { readonly horse: string }) {
  const other = otherLanguage(language);
  const text = successText(horse);
  return (
    // Bootstrap's alert as plain markup: nothing to dismiss or animate, so react-bootstrap's Alert
    // (and its transition library) would only weigh on the page.
    <div ref={ref} role="status" tabIndex={-1} className="alert alert-success mb-4">
      <h2 className="alert-heading h4">
        <Bilingual text={formText.successTitle} language={language} />
      </h2>
      <p lang={language}>{text[language]}</p>
      <p lang={other} className="mb-0 text-body-secondary">
        {text[other]}
      </p>
    </div>
  );
}

/** docs/product.md §8, "A failed add, save or send": the error text, nothing typed lost. */
export function SendFailure({
  ref,
  language,
  message,
}: OutcomeProps & { readonly message: string }) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="alert alert-danger mb-3">
      <p className="fw-bold mb-1">
        <Bilingual text={formText.failureTitle} language={language} separator="" />
      </p>
      <p className="mb-1">{message}</p>
      <p className="mb-0">
        <Bilingual text={formText.failureAfter} language={language} separator="" />
      </p>
    </div>
  );
}

function PrivacySentence({ language, muted }: { language: SiteLanguage; muted: boolean }) {
  const [before, link, after] = privacyText[language];
  return (
    <span lang={language} className={muted ? 'text-body-secondary' : undefined}>
      {before}
      <Link to={paths.privacy()}>{link}</Link>
      {after}
    </span>
  );
}

/** Where the visitor reads how their data is used, in both languages. */
export function PrivacyNote({ language }: { readonly language: SiteLanguage }) {
  return (
    <p className="small">
      <PrivacySentence language={language} muted={false} />{' '}
      <PrivacySentence language={otherLanguage(language)} muted />
    </p>
  );
}
