import type { Page } from '@playwright/test';

/** What moved in a layout shift: the element, and its box before and after (CSS pixels). */
export interface ShiftSource {
  node: string;
  from: string;
  to: string;
}

/** One `layout-shift` performance entry, as the page reported it. */
export interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  /** Milliseconds since the navigation started. */
  at: number;
  sources: ShiftSource[];
}

/**
 * The shifts that count towards Cumulative Layout Shift: those not caused by the visitor's input
 * (web-vitals and Lighthouse leave out entries with `hadRecentInput`). Their sum is an upper bound
 * of CLS, which only counts the worst burst ("session window") of them.
 */
export function unexpectedShift(shifts: readonly LayoutShift[]): number {
  return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
}

/** A shift in words, for a test's failure message and report. */
export function describeShift(shift: LayoutShift): string {
  const moved = shift.sources.map((source) => `${source.node} ${source.from} -> ${source.to}`);
  return `${shift.value.toFixed(4)} at ${Math.round(shift.at)} ms: ${moved.join('; ') || '?'}`;
}

interface ShiftWindow {
  /** Every shift so far, including those the observer has queued but not yet delivered. */
  __takeLayoutShifts?: () => LayoutShift[];
}

/**
 * Records the page's layout shifts from the start of every navigation (before any of its own
 * scripts run). Each moved element is described when the shift happens, as it may be gone later.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Attribution {
      node: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: Attribution[];
    }
    const describeNode = (node: Node | null): string => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      if (!element) return '(a node no longer in the page)';
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}"`;
    };
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    const shifts: LayoutShift[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as ShiftEntry[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          at: entry.startTime,
          sources: entry.sources.map((source) => ({
            node: describeNode(source.node),
            from: box(source.previousRect),
            to: box(source.currentRect),
          })),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    const take = () => {
      record(observer.takeRecords());
      return shifts;
    };
    Object.assign(window, { __takeLayoutShifts: take } satisfies ShiftWindow);
  });
}

/** The layout shifts of the current page so far, once the frames already drawn have reported. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const take = (window as ShiftWindow).__takeLayoutShifts;
    if (!take) throw new Error('observeLayoutShifts() was not called before the page loaded');
    return take();
  });
}
