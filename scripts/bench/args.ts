export interface BenchOptions {
  strict: boolean;
  verbose: boolean;
  /** On the pages the budget names; the median is reported. */
  runs: number;
  otherRuns: number;
  productionOnly: boolean;
  /** Only these pages (a quick re-measure): nothing else is measured and no report is written. */
  pages: string[];
}

export const benchUsage =
  'Usage: npm run bench -- [--strict] [--verbose] [--runs N] [--other-runs N] [--production-only]\n' +
  '                         [--page PATH]…\n' +
  '  --strict           exit 1 when a figure is over its budget\n' +
  "  --verbose          print each page's scripts and Lighthouse's failing audits\n" +
  '  --runs N           Lighthouse runs on /, /cavalli, a horse page, /sostienici (default 5)\n' +
  '  --other-runs N     Lighthouse runs on every other public page (default: as --runs)\n' +
  '  --production-only  only the production-shaped check (reCAPTCHA, Firestore before a touch)\n' +
  '  --page PATH        only this public page, visited and scored (repeatable); the report in\n' +
  '                     README.md and docs/bench.md is left as it is';

function count(flag: string, raw: string | undefined): number {
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || value < 1 || value > 20) {
    throw new Error(`${flag} takes a number of runs from 1 to 20, not "${raw ?? ''}"`);
  }
  return value;
}

function pagePath(raw: string | undefined): string {
  if (raw === undefined || !raw.startsWith('/')) {
    throw new Error(`--page takes a path of the site, such as /cavalli, not "${raw ?? ''}"`);
  }
  return raw;
}

/** `--runs 1` is the quick look (3–4 minutes on two cores); the default is the budget's median of 5. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    strict: false,
    verbose: false,
    runs: 5,
    otherRuns: 5,
    productionOnly: false,
    pages: [],
  };
  const flags = ['--strict', '--verbose', '--production-only'];
  let otherRunsGiven = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flags.includes(flag ?? '') && inline !== undefined) {
      throw new Error(`${flag} takes no value`);
    }
    if (flag === '--strict') options.strict = true;
    else if (flag === '--verbose') options.verbose = true;
    else if (flag === '--production-only') options.productionOnly = true;
    else if (flag === '--runs') options.runs = count(flag, value());
    else if (flag === '--page') options.pages.push(pagePath(value()));
    else if (flag === '--other-runs') {
      options.otherRuns = count(flag, value());
      otherRunsGiven = true;
    } else throw new Error(`Unknown option "${arg}".\n${benchUsage}`);
  }
  return otherRunsGiven ? options : { ...options, otherRuns: options.runs };
}
