/**
 * How long App Check may take to answer a token before we stop waiting (decision 44): reCAPTCHA
 * Enterprise's script, its verdict and App Check's exchange together. A visitor's send waits at
 * most this long before the form says that reCAPTCHA did not load.
 */
export const APP_CHECK_TIMEOUT_MS = 8_000;

/** What `withinTime` rejects with when the time is up. */
export class AppCheckTimeout extends Error {
  constructor(ms: number) {
    super(`App Check did not answer within ${ms} ms.`);
    this.name = 'AppCheckTimeout';
  }
}

/** `promise`, or a rejection with {@link AppCheckTimeout} once `ms` have passed without an answer. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AppCheckTimeout(ms)), ms);
  });
  return Promise.race([promise, timeUp]).finally(() => clearTimeout(timer));
}
