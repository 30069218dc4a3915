import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import {
  criticalPath,
  isIdle,
  kindOf,
  quietWindowMs,
  totalsByKind,
  type Fetched,
  type RequestSpan,
  type Timeline,
  type VisitFigures,
} from './visit-model.ts';

export interface Visit extends VisitFigures {
  scripts: string[];
}

export interface VisitOptions {
  windowMs?: number;
  timeoutMs?: number;
  onVisit?: (visit: Visit) => void;
  prepare?: (context: BrowserContext, path: string) => Promise<void>;
  afterIdle?: (page: Page, path: string) => Promise<void>;
}

/** Lighthouse's mobile phone, so that the images chosen from a srcset are the ones a phone loads. */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

interface Tracked extends RequestSpan {
  request: Request;
  failure?: string;
}

interface TrackedTimeline extends Timeline {
  requests: Tracked[];
}

/** A fresh profile (empty cache: a first visit), until idle (visit-model's quietSince). */
export async function measureVisit(
  browser: Browser,
  origin: string,
  path: string,
  options: VisitOptions = {},
): Promise<Visit> {
  const { windowMs = quietWindowMs, timeoutMs = 60_000 } = options;
  const context = await browser.newContext(phone);
  try {
    await options.prepare?.(context, path);
    const page = await context.newPage();
    const tracked: Tracked[] = [];
    const find = (request: Request) => tracked.find((entry) => entry.request === request);
    page.on('request', (request) => tracked.push({ request, startedAt: Date.now() }));
    page.on('requestfinished', (request) => {
      const entry = find(request);
      if (entry) entry.endedAt = Date.now();
    });
    page.on('requestfailed', (request) => {
      const entry = find(request);
      if (!entry) return;
      entry.endedAt = Date.now();
      entry.failure = request.failure()?.errorText ?? 'failed';
    });

    const timeline: TrackedTimeline = { requests: tracked };
    const url = new URL(path, origin).href;
    const startedAt = Date.now();
    const ready = page
      .waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
        polling: 50,
        timeout: timeoutMs,
      })
      .then(() => {
        timeline.readyAt = Date.now();
      });
    ready.catch(() => undefined); // Reported below, as a visit that never became idle.
    const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    timeline.loadedAt = Date.now();
    if (!response?.ok()) throw new Error(`${path}: the server answered ${response?.status()}`);
    const html = await response.text();

    while (!isIdle(timeline, Date.now(), windowMs)) {
      if (Date.now() - startedAt > timeoutMs) {
        throw new Error(`${path} was not idle after ${timeoutMs / 1000} s: ${stillBusy(timeline)}`);
      }
      await page.waitForTimeout(100);
    }
    const quietAfterMs =
      Math.max(timeline.loadedAt, timeline.readyAt ?? 0, ...tracked.map((e) => e.endedAt ?? 0)) -
      startedAt;

    const fetched: Fetched[] = [];
    const scripts: string[] = [];
    for (const entry of tracked) {
      const { request } = entry;
      const response = entry.failure ? null : await request.response();
      const kind = kindOf(request.resourceType(), (await response?.allHeaders())?.['content-type']);
      const bytes = response ? (await request.sizes()).responseBodySize : 0;
      fetched.push({
        url: request.url(),
        kind,
        bytes,
        ...(entry.failure ? { failure: entry.failure } : {}),
      });
      if (kind === 'js' && response) scripts.push(await response.text());
    }
    await options.afterIdle?.(page, path);
    return {
      path,
      fetched,
      totals: totalsByKind(fetched),
      critical: criticalPath(fetched, url, html),
      scripts,
      quietAfterMs,
    };
  } finally {
    await context.close();
  }
}

function stillBusy(timeline: TrackedTimeline): string {
  if (timeline.loadedAt === undefined) return 'no load event';
  if (timeline.readyAt === undefined) return 'the app never set <html data-app="ready">';
  const open = timeline.requests.filter((entry) => entry.endedAt === undefined);
  return `requests still open: ${open.map((entry) => entry.request.url()).join(', ')}`;
}

export async function measureVisits(
  origin: string,
  paths: readonly string[],
  options: VisitOptions = {},
): Promise<Visit[]> {
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    const visits: Visit[] = [];
    for (const path of paths) {
      const visit = await measureVisit(browser, origin, path, options);
      options.onVisit?.(visit);
      visits.push(visit);
    }
    return visits;
  } finally {
    await browser.close();
  }
}
