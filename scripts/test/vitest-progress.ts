// A Vitest reporter for `npm test`: after each test file, what has finished, in the progress file
// that scripts/test.ts reads (scripts/test/progress.ts). Silent; nothing without EQ_PROGRESS_FILE.
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';
import { PROGRESS_FILE_ENV, writeProgress, type Progress } from './progress.ts';

export default class ProgressReporter implements Reporter {
  private readonly file = process.env[PROGRESS_FILE_ENV];
  private progress: Progress = { tests: 0, failed: 0, files: 0 };

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.progress = { tests: 0, failed: 0, files: 0, totalFiles: specifications.length };
    this.write();
  }

  onTestModuleEnd(testModule: TestModule): void {
    let tests = 0;
    let failed = 0;
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'pending') continue;
      tests++;
      if (state === 'failed') failed++;
    }
    // A file that fails outside its tests (an import, a hook) counts as one failure.
    if (failed === 0 && testModule.state() === 'failed') failed = 1;
    const { progress } = this;
    this.progress = {
      ...progress,
      tests: progress.tests + tests,
      failed: progress.failed + failed,
      files: (progress.files ?? 0) + 1,
    };
    this.write();
  }

  private write(): void {
    if (this.file) writeProgress(this.file, this.progress);
  }
}
