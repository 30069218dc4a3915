import { referenceOf } from '../../model/application-reference';

/**
 * The reference the applicant was given to quote (on the thanks and in the receipt), so staff can
 * match a call or an e-mail to this page; the list's search finds it too.
 */
export function ReferenceLine({
  application,
}: {
  readonly application: { readonly slug: string; readonly reference?: string };
}) {
  return (
    <p className="applications-admin__reference">
      Codice di riferimento: <strong className="text-nowrap">{referenceOf(application)}</strong>
    </p>
  );
}
