import { CspEvaluator, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';

/**
 * Google's CSP Evaluator (the `csp_evaluator` package, the library behind
 * csp-evaluator.withgoogle.com) run over a policy: known bypasses (JSONP and AngularJS hosts,
 * wildcards, plain schemes, 'unsafe-inline'), missing directives and syntax errors, as Google's
 * research on real-world policies found them. See docs/decisions/0028-app-check-and-admin-csp.md.
 */

export type SeverityName = keyof typeof Severity;

export interface CspFinding {
  severity: SeverityName;
  directive: string;
  /** The source the finding is about, when it is about one. */
  value: string | undefined;
  description: string;
}

const severityName = (severity: Severity): SeverityName =>
  (Object.keys(Severity) as SeverityName[]).find((name) => Severity[name] === severity) ?? 'NONE';

/**
 * The findings of the evaluator's default checks (those of its web page), or with `strict` its
 * checks for a "strict" policy (nonces or hashes with 'strict-dynamic', Trusted Types).
 */
export function evaluateCsp(policy: string, { strict = false } = {}): CspFinding[] {
  const evaluator = new CspEvaluator(new CspParser(policy).csp);
  const findings = strict ? evaluator.evaluate([], STRICTCSP_CHECKS) : evaluator.evaluate();
  return findings.map((finding) => ({
    severity: severityName(finding.severity),
    directive: finding.directive,
    value: finding.value,
    description: finding.description,
  }));
}

/** Severities that mean a bypass or a broken policy: none is acceptable. */
export const blockingSeverities: readonly SeverityName[] = [
  'HIGH',
  'SYNTAX',
  'MEDIUM',
  'HIGH_MAYBE',
];
