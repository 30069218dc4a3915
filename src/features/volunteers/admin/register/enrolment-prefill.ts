import type { EnrolmentPrefill } from '../../model/register-draft';

const prefillParams = {
  givenName: 'nome',
  familyName: 'cognome',
  email: 'email',
  phone: 'telefono',
  applicationId: 'candidatura',
} as const satisfies Record<keyof EnrolmentPrefill, string>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : undefined;

/** A prefill from the route's state (an object of `EnrolmentPrefill`) or, else, from its query. */
export function enrolmentPrefill(state: unknown, params: URLSearchParams): EnrolmentPrefill {
  const fromState =
    state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const prefill: Record<string, string> = {};
  for (const [key, param] of Object.entries(prefillParams)) {
    const value = text(fromState[key]) ?? text(params.get(param));
    if (value !== undefined) prefill[key] = value;
  }
  return prefill;
}

/** The query a volunteer application's page links with (the lead wires it at merge). */
export function enrolmentPrefillQuery(prefill: EnrolmentPrefill): string {
  const params = new URLSearchParams();
  for (const [key, param] of Object.entries(prefillParams)) {
    const value = prefill[key as keyof EnrolmentPrefill];
    if (value) params.set(param, value);
  }
  return params.toString();
}
