// A Playwright reporter for `npm test`: after each test, what has finished, in the progress file
// that scripts/test.ts reads (scripts/test/progress.ts). Silent; nothing without EQ_PROGRESS_FILE.
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { PROGRESS_FILE_ENV, writeProgress, type Progress } from './progress.ts';

export default class ProgressReporter implements Reporter {
  private readonly file = process.env[PROGRESS_FILE_ENV];
  private progress: Progress = { tests: 0, failed: 0 };

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: FullConfig, suite: Suite): void {
    this.progress = { tests: 0, failed: 0, totalTests: suite.allTests().length };
    this.write();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // A test that will be retried is not finished yet.
    if (result.status !== 'skipped' && result.status !== test.expectedStatus) {
      if (result.retry < test.retries) return;
    }
    const failed = test.outcome() === 'unexpected' ? 1 : 0;
    this.progress = {
      ...this.progress,
      tests: this.progress.tests + 1,
      failed: this.progress.failed + failed,
    };
    this.write();
  }

  private write(): void {
    if (this.file) writeProgress(this.file, this.progress);
  }
}
