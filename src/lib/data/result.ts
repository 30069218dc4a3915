export interface DataError {
  code: string;
  message: string;
}

export type Result<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: DataError };

export const ok = <T>(data: T): Result<T> => ({ success: true, data });
export const fail = <T = never>(code: string, message: string): Result<T> => ({
  success: false,
  error: { code, message },
});
