// What can go wrong with a photo; its words are in the photos' dictionary (texts/).

export type PhotoProblem =
  | 'not-image'
  | 'file-too-big'
  | 'unreadable'
  | 'conversion'
  | 'too-large'
  | 'network'
  | 'refused'
  | 'quota'
  | 'unknown';

export const retryable: ReadonlySet<PhotoProblem> = new Set([
  'conversion',
  'network',
  'refused',
  'quota',
  'unknown',
]);

export function uploadProblem(code: string): PhotoProblem {
  switch (code) {
    case 'photo-too-large':
      return 'too-large';
    case 'storage/unauthorized':
    case 'storage/unauthenticated':
    case 'permission-denied':
    case 'unauthenticated':
      return 'refused';
    case 'storage/quota-exceeded':
    case 'resource-exhausted':
      return 'quota';
    case 'storage/retry-limit-exceeded':
    case 'storage/unknown':
    case 'unavailable':
    case 'deadline-exceeded':
    case 'offline':
    case 'module-not-loaded':
      return 'network';
    default:
      return 'unknown';
  }
}
