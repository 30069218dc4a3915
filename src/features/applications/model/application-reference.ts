/**
 * What an applicant quotes on the phone: the first 8 characters of the document's id, upper case,
 * in two groups of four (docs/product.md, "After sending"). Staff find it at the start of the id.
 */
export function applicationReference(id: string): string {
  const head = id.slice(0, 8).toUpperCase();
  return head.length > 4 ? `${head.slice(0, 4)}-${head.slice(4)}` : head;
}
