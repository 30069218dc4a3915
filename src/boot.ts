// Styles as a <link> block only the first paint; the app starts after it, so a prerendered page
// paints before any script runs.
import '#src/styles/index.scss';

/** For a browser that never reports its first paint. */
const firstPaintTimeoutMs = 3000;

function startApp(): void {
  void import('#src/main');
}

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
