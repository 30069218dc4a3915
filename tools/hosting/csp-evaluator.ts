import { CspEvaluator, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';

// Google's CSP Evaluator (docs/decisions/0028-app-check-and-admin-csp.md).

export type SeverityName = keyof typeof Severity;

export interface CspFinding {
  severity: SeverityName;
  directive: string;
  value: string | undefined;
  description: string;
}

const severityName = (severity: Severity): SeverityName =>
  (Object.keys(Severity) as SeverityName[]).find((name) => Severity[name] === severity) ?? 'NONE';

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

export const blockingSeverities: readonly SeverityName[] = [
  'HIGH',
  'SYNTAX',
  'MEDIUM',
  'HIGH_MAYBE',
];
