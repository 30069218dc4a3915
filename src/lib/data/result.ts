/** A failure as the data layer reports it: a message a person understands, and the code behind it. */
export interface DataError {
  /** Machine-readable: a Firebase code ('permission-denied', 'storage/unauthorized', ...) or our own. */
  code: string;
  /** For people: shown in the UI as it is. */
  message: string;
}

/** What every data-access function returns; none of them throws. */
export type Result<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: DataError };

export const ok = <T>(data: T): Result<T> => ({ success: true, data });
export const fail = <T = never>(code: string, message: string): Result<T> => ({
  success: false,
  error: { code, message },
});
