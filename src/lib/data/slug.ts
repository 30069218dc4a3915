import { fail, ok, type Result } from './result';
import { slugPattern } from './slug-pattern';

// The pattern has its own module, so that a public form's page, which checks a horse's slug, does
// not load these staff messages.
export { slugPattern };

export function checkSlug(input: string): Result<string> {
  const slug = input.trim();
  if (slug === '') return fail('invalid-slug', 'Scrivi lo slug.');
  if (slug.length > 80)
    return fail('invalid-slug', 'Lo slug può essere lungo al massimo 80 caratteri.');
  if (!slugPattern.test(slug)) {
    return fail(
      'invalid-slug',
      'Lo slug può contenere solo lettere minuscole senza accenti, numeri e trattini tra le parole (per esempio "stella-alpina").',
    );
  }
  return ok(slug);
}
