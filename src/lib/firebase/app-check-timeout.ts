/** Decision 44: reCAPTCHA's script, its verdict and App Check's exchange together. */
export const APP_CHECK_TIMEOUT_MS = 8_000;

export class AppCheckTimeout extends Error {
  constructor(ms: number) {
    super(`App Check did not answer within ${ms} ms.`);
    this.name = 'AppCheckTimeout';
  }
}

export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AppCheckTimeout(ms)), ms);
  });
  return Promise.race([promise, timeUp]).finally(() => clearTimeout(timer));
}
