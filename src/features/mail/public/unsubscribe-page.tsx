import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { unsubscribe, unsubscribeLinkOf, type UnsubscribeOutcome } from '../api/unsubscribe-api';

// The link works once followed, with no account and no question (docs/product.md, "News to a
// horse's circle"). The page shows no personal data: it knows only the member's id and key.

export const unsubscribeTexts = {
  it: {
    title: 'Disiscrizione dalle notizie',
    description: 'Smetti di ricevere per e-mail le notizie di un cavallo che sostieni.',
    working: 'Un momento: ti stiamo disiscrivendo…',
    doneTitle: 'Fatto: non riceverai più queste notizie',
    done: 'Da ora non ti mandiamo più per e-mail le notizie del cavallo che sostieni. Il tuo sostegno alla sua cerchia resta com’era.',
    changedMind: 'Ci hai ripensato? Scrivici e ti rimettiamo nell’elenco:',
    invalid:
      'Questo link non è completo: apri quello dell’e-mail così com’è, oppure scrivici e ti disiscriviamo noi:',
    refused:
      'Questo link non è valido, forse perché l’e-mail è molto vecchia. Scrivici e ti disiscriviamo noi:',
    failed: 'Non siamo riusciti a disiscriverti: forse la rete. Riprova tra poco.',
    retry: 'Riprova',
    home: 'Torna alla home',
  },
  en: {
    title: 'Unsubscribe from the news',
    description: 'Stop receiving the news of a horse you support by e-mail.',
    working: 'One moment: unsubscribing you…',
    doneTitle: 'Done: you will not receive this news any more',
    done: 'From now on we will not e-mail you the news of the horse you support. Your support for its circle stays as it was.',
    changedMind: 'Changed your mind? Write to us and we will put you back on the list:',
    invalid:
      'This link is incomplete: open the one in the e-mail as it is, or write to us and we will unsubscribe you:',
    refused:
      'This link is not valid, perhaps because the e-mail is very old. Write to us and we will unsubscribe you:',
    failed:
      'We could not unsubscribe you, perhaps because of the network. Please try again shortly.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
} as const;

type Shown = 'working' | 'invalid' | UnsubscribeOutcome;

export function UnsubscribePage({ language }: { readonly language: SiteLanguage }) {
  const t = unsubscribeTexts[language];
  const { search } = useLocation();
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; outcome: UnsubscribeOutcome } | null>(null);
  const link = hydrated ? unsubscribeLinkOf(new URLSearchParams(search)) : null;
  const memberId = link?.memberId ?? '';
  const token = link?.token ?? '';
  const key = `${attempt}:${memberId}:${token}`;
  const shown: Shown =
    hydrated && !link ? 'invalid' : result?.key === key ? result.outcome : 'working';

  useEffect(() => {
    if (!memberId) return;
    let cancelled = false;
    void unsubscribe({ memberId, token }).then((outcome) => {
      if (!cancelled) setResult({ key, outcome });
    });
    return () => {
      cancelled = true;
    };
  }, [key, memberId, token]);

  const contact = (
    <a href={`mailto:${association.email}`} className="text-nowrap">
      {association.email}
    </a>
  );
  return (
    <section className="container-xxl page-section unsubscribe-page">
      <PageHead title={t.title} description={t.description} noindex language={language} />
      <h1 className="page-title">{shown === 'done' ? t.doneTitle : t.title}</h1>
      <div aria-live="polite">
        {shown === 'working' && (
          <p className="lead" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t.working}
          </p>
        )}
        {shown === 'done' && (
          <>
            <p className="lead">{t.done}</p>
            <p>
              {t.changedMind} {contact}
            </p>
          </>
        )}
        {(shown === 'invalid' || shown === 'refused') && (
          <p className="lead" role="alert">
            {shown === 'invalid' ? t.invalid : t.refused} {contact}
          </p>
        )}
        {shown === 'failed' && (
          <div role="alert">
            <p className="lead">{t.failed}</p>
            <button
              type="button"
              className="btn btn-primary mb-3"
              onClick={() => setAttempt((count) => count + 1)}
            >
              {t.retry}
            </button>
          </div>
        )}
      </div>
      <Link to={paths.home(language)} className="btn btn-outline-primary">
        {t.home}
      </Link>
    </section>
  );
}
