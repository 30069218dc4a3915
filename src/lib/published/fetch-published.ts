import { imageUrl } from '#src/lib/images/image-url';
import { messageFor } from '#src/lib/data/errors';
import { fail, ok, type Result } from '#src/lib/data/result';

// Without any Firebase SDK (decision 46).

export type Fetch = (url: string) => Promise<Response>;

export async function fetchPublished(path: string, fetcher: Fetch): Promise<Result<unknown>> {
  let response: Response;
  try {
    response = await fetcher(imageUrl(path));
  } catch (error) {
    console.error(`Reading ${path} failed`, error);
    return fail('unavailable', messageFor('unavailable'));
  }
  if (response.status === 404) return fail('not-found', `${path} non è pubblicato.`);
  if (!response.ok) {
    console.error(`Reading ${path} failed (HTTP ${response.status})`);
    return fail('unavailable', messageFor('unavailable'));
  }
  try {
    return ok((await response.json()) as unknown);
  } catch (error) {
    console.error(`Reading ${path} failed`, error);
    return fail('malformed-document', `Il file ${path} non è un JSON valido.`);
  }
}
