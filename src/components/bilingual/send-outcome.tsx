import type { Ref } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { Bilingual, inLanguage, type BiText } from './bilingual';

// Both boxes take the focus, so the outcome is read out and in view.

interface OutcomeProps {
  readonly ref: Ref<HTMLDivElement>;
  readonly language: SiteLanguage;
}

export const thanksText: BiText = { it: 'Grazie!', en: 'Thank you!' };

export interface SendSuccessProps extends OutcomeProps {
  readonly title?: BiText;
  readonly paragraphs: readonly BiText[];
}

export function SendSuccess({ ref, language, title = thanksText, paragraphs }: SendSuccessProps) {
  return (
    // Bootstrap's alert as plain markup: nothing to dismiss or animate, so react-bootstrap's Alert
    // (and its transition library) would only weigh on the page.
    <div ref={ref} role="status" tabIndex={-1} className="alert alert-success mb-4">
      <h2 className="alert-heading h4">
        <Bilingual text={title} language={language} />
      </h2>
      {paragraphs.map((text, index) => (
        <p
          key={index}
          lang={language}
          className={index === paragraphs.length - 1 ? 'mb-0' : undefined}
        >
          {text[language]}
        </p>
      ))}
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
