import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { useHydrated } from '#src/hooks/use-hydrated';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { unsubscribe, unsubscribeLinkOf, type UnsubscribeOutcome } from '../api/unsubscribe-api';
import { unsubscribeTexts } from './texts';

// The link works once followed, with no account and no question (docs/product.md, "News to a
// horse's circle"). The page shows no personal data: it knows only the member's id and key.

type Shown = 'working' | 'invalid' | UnsubscribeOutcome;

export function UnsubscribePage() {
  const language = useSiteLanguage();
  const t = useTexts(unsubscribeTexts);
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
