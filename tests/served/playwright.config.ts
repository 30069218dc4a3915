import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { perOffset } from '../../tools/emulator-config.ts';
import { servedUrl } from './support/served.ts';

// The served run: Debian's Chromium against the emulator-mode build served by the firebase-tools
// Hosting emulator with firebase.json's headers (CSP included), on the emulators with the demo data.
// Every page fails on a CSP violation or a console error (see global-setup.ts and support/).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../../test-results/${perOffset('served')}`,
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two lanes and the other layers share the machine's cores: a test may take twice its time alone.
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: servedUrl,
    // Off: recording a trace costs a third more CPU. `--trace retain-on-failure` keeps one of a failure.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'served',
      // The full browser, as a visitor's: the CSP is checked against what it does, and a horse's
      // document opens in its PDF viewer, which the headless shell does not have.
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions('full') },
    },
  ],
});
