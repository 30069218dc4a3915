import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { perOffset } from '../../tools/emulator-config.ts';
import { previewUrl } from './support/urls.ts';

// Browser tests: Debian's Chromium (never a downloaded browser) against the app built in emulator
// mode and served by `vite preview`, on the local emulators with the demo data (see global-setup.ts).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../../test-results/${perOffset('e2e')}`,
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two lanes and the other layers share the machine's cores: a test may take twice its time alone.
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: previewUrl,
    // Off: recording a trace costs a third more CPU. `--trace retain-on-failure` keeps one of a failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    {
      // Visitors are mostly on phones: the public journeys run on a phone-sized window too.
      name: 'phone',
      testMatch: [
        '**/public-site.spec.ts',
        '**/circle-application.spec.ts',
        '**/language-switch.spec.ts',
        '**/site-lists.spec.ts',
      ],
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions() },
    },
  ],
});
