/**
 * What an applicant quotes on the phone: the first 8 characters of the document's id, upper case,
 * in two groups of four (docs/product.md, "After sending"). Stored with the application as
 * `reference` (firestore.rules checks it against the id at create, decision 76), since the id's
 * case cannot be told from it; an application stored before has it derived here.
 */
export function applicationReference(id: string): string {
  const head = id.slice(0, 8).toUpperCase();
  return head.length > 4 ? `${head.slice(0, 4)}-${head.slice(4)}` : head;
}

/** An application's reference: the stored one, or the one its id gives. */
export function referenceOf(application: {
  readonly slug: string;
  readonly reference?: string;
}): string {
  return application.reference || applicationReference(application.slug);
}

/** Letters and digits only, upper case: "t4xc w6sw" and "T4XC-W6SW" read alike. */
const compact = (text: string): string => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/**
 * A reference as someone typed or dictated it (any case, with or without the dash or spaces), in
 * its written form; `null` when it is not one.
 */
export function parseReference(text: string): string | null {
  if (!/^[\sA-Za-z0-9-]*$/.test(text)) return null;
  const code = compact(text);
  return code.length === 8 ? applicationReference(code) : null;
}

/** The fewest characters of a reference a search matches on: fewer would find names' beginnings. */
const REFERENCE_SEARCH_MIN = 4;

/**
 * Whether a list's search finds this reference: the search, of letters, digits, dashes and
 * spaces, is its beginning (at least 4 characters), however written.
 */
export function referenceMatches(reference: string, search: string): boolean {
  if (!/^[\sA-Za-z0-9-]*$/.test(search.trim())) return false;
  const wanted = compact(search);
  return wanted.length >= REFERENCE_SEARCH_MIN && compact(reference).startsWith(wanted);
}
