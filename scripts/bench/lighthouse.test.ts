import { median, summariseRuns } from './lighthouse.ts';

const run = (performance: number, layoutShift: number, seo = 100) => ({
  performance,
  accessibility: 100,
  'best-practices': 100,
  seo,
  layoutShift,
});

describe('summariseRuns', () => {
  it('takes each category’s median and the largest layout shift of any run', () => {
    expect(
      summariseRuns([run(97, 0), run(99, 0.02, 92), run(98, 0), run(96, 0), run(99, 0.001)]),
    ).toEqual({
      performance: 98,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      layoutShift: 0.02,
    });
  });

  it('keeps a single run as it is', () => {
    expect(summariseRuns([run(95, 0)])).toEqual(run(95, 0));
  });
});

describe('median', () => {
  it('takes the lower middle of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBe(0);
  });
});
