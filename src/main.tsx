import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#src/app/app';
import { readPrerenderData } from '#src/app/prerender-data';
import { createHydratingRouter } from '#src/app/router';
import { startHydrating } from '#src/hooks/use-hydrated';
import { KnownHtmlContext, knownFromPairs } from '#src/lib/html/known-html';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (container.firstElementChild) {
  // A page prerendered at build time (scripts/prerender): hydrate it with what its loaders answered.
  const prerendered = readPrerenderData();
  // Its staff HTML was sanitised at build time: rendered as the HTML has it, without DOMPurify.
  const knownHtml = knownFromPairs(prerendered?.sanitizedHtml);
  // As a transition, hydration yields to the browser every few milliseconds: the visitor can scroll
  // and tap meanwhile.
  startHydrating();
  void createHydratingRouter(prerendered?.loaderData).then((router) => {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <KnownHtmlContext value={knownHtml}>
            <App router={router} />
          </KnownHtmlContext>
        </StrictMode>,
        {
          // The HTML did not match what the browser rendered (React then renders it anew): say so
          // loudly, the browser tests fail on it.
          onRecoverableError: (error) => console.error('Hydration failed:', error),
        },
      );
    });
  });
} else {
  // index.html's defaults are for clients without JavaScript; each page renders its own, so drop
  // them to avoid duplicates.
  document.head.querySelectorAll('[data-default-head]').forEach((element) => element.remove());
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
