import { parseBenchArgs } from './args.ts';

describe('parseBenchArgs', () => {
  it('defaults to the median of 5 on every page', () => {
    expect(parseBenchArgs([])).toEqual({
      strict: false,
      verbose: false,
      runs: 5,
      otherRuns: 5,
      productionOnly: false,
      pages: [],
    });
  });

  it('reads every option, with the number apart or after "="', () => {
    expect(parseBenchArgs(['--strict', '--verbose', '--runs', '3', '--other-runs=2'])).toEqual({
      strict: true,
      verbose: true,
      runs: 3,
      otherRuns: 2,
      productionOnly: false,
      pages: [],
    });
    expect(parseBenchArgs(['--production-only'])).toMatchObject({ productionOnly: true });
    expect(parseBenchArgs(['--runs=1'])).toMatchObject({ runs: 1, otherRuns: 1 });
    expect(
      parseBenchArgs(['--page', '/candidatura-cessione', '--page=/en/surrender-form']),
    ).toMatchObject({ pages: ['/candidatura-cessione', '/en/surrender-form'] });
    expect(parseBenchArgs(['--other-runs', '1', '--runs', '3'])).toMatchObject({
      runs: 3,
      otherRuns: 1,
    });
  });

  it.each([
    [['--runs'], '--runs takes a number of runs from 1 to 20, not ""'],
    [['--runs', '0'], 'not "0"'],
    [['--runs', '21'], 'not "21"'],
    [['--other-runs', '1.5'], '--other-runs takes a number of runs from 1 to 20, not "1.5"'],
    [['--runs', 'five'], 'not "five"'],
    [['--strict=yes'], '--strict takes no value'],
    [['--production-only=1'], '--production-only takes no value'],
    [['--fast'], 'Unknown option "--fast"'],
    [['--page'], '--page takes a path of the site, such as /cavalli, not ""'],
    [['--page', 'cavalli'], 'not "cavalli"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});
