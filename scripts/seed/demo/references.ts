/**
 * A demo application's reference: its id is readable (`adozione-001`), not an auto-id, so its
 * reference is its kind and number (`ADOZ-0001`), unique as the id is (decision 76).
 */
export function demoReference(slug: string): string {
  const [kind = '', number = ''] = slug.split('-');
  return `${kind.slice(0, 4)}-${number.padStart(4, '0')}`.toUpperCase();
}
