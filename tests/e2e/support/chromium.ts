import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's headless-only build of the same Chromium: about a fifth less CPU per browser test. */
// The binary itself: Debian's /usr/bin wrapper does not exec it, so a kill would leave it running.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Debian's Chromium, driven by Playwright. The flags keep it from reaching for the network, which is
 * closed on these machines. Tests take the headless shell when it is installed; the bench measures
 * pages in the full browser, as a visitor's (`'full'`), and so do the tests of what only the full
 * browser has (its PDF viewer). `CHROMIUM_PATH` overrides both.
 */
export function chromiumLaunchOptions(browser: 'tests' | 'full' = 'tests'): LaunchOptions {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    (browser === 'tests' && existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it ("apt-get install -y chromium" on ` +
        'Debian) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The staff map fails at once, as offline, without a route: any route turns the cache off.
      '--host-resolver-rules=MAP maps.googleapis.com ~NOTFOUND',
    ],
  };
}
