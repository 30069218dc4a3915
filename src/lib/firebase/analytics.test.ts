import { createAnalytics, type AnalyticsBackend } from './analytics';

function fakeBackend() {
  const events: [string, unknown][] = [];
  const backend: AnalyticsBackend = { log: (name, params) => events.push([name, params]) };
  return { backend, events };
}

describe('analytics wrapper', () => {
  it('does nothing without a measurement id, even when enabled', async () => {
    const load = vi.fn(async () => fakeBackend().backend);
    const analytics = createAnalytics(undefined, load);
    expect(await analytics.enable()).toBe(false);
    analytics.logEvent('page_view');
    expect(load).not.toHaveBeenCalled();
    expect(analytics.enabled).toBe(false);
  });

  it('drops events logged before the visitor consents', async () => {
    const { backend, events } = fakeBackend();
    const analytics = createAnalytics('G-TEST', async () => backend);
    analytics.logEvent('before_consent');
    await analytics.enable();
    analytics.logEvent('after_consent', { page: '/' });
    expect(events).toEqual([['after_consent', { page: '/' }]]);
  });

  it('initialises the backend once however often it is enabled', async () => {
    const load = vi.fn(async () => fakeBackend().backend);
    const analytics = createAnalytics('G-TEST', load);
    await Promise.all([analytics.enable(), analytics.enable()]);
    await analytics.enable();
    expect(load).toHaveBeenCalledTimes(1);
    expect(analytics.enabled).toBe(true);
  });

  it('stays off, with a warning, when the backend fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const analytics = createAnalytics('G-TEST', async () => {
      throw new Error('blocked');
    });
    expect(await analytics.enable()).toBe(false);
    expect(analytics.enabled).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
