// The page's entry: the styles (a <link> in the HTML, so they block nothing but the first paint) and
// a deferred start of the app. A prerendered page is complete HTML: the browser paints it, and its
// photo, with the whole connection to itself, and only then downloads and runs the app to hydrate
// it (links work before that: they are plain links). The app shell (an empty #root) starts at once.
import '#src/styles/index.scss';

/** Longest wait for the first paint before starting anyway (a browser that never reports it). */
const firstPaintTimeoutMs = 3000;

function startApp(): void {
  void import('#src/main');
}

/** Runs `start` once the page has painted its content, or at once when that cannot be known. */
function afterFirstContentfulPaint(start: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    document.visibilityState !== 'visible' ||
    typeof PerformanceObserver === 'undefined' ||
    !(PerformanceObserver.supportedEntryTypes ?? []).includes('paint') ||
    painted()
  ) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, firstPaintTimeoutMs);
}

if (document.getElementById('root')?.firstElementChild) {
  afterFirstContentfulPaint(startApp);
} else {
  startApp();
}
