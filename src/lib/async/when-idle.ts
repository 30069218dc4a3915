/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms), so that work a visitor
 * does not need first — the strip of horses, the upcoming events — never delays the first paint.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
