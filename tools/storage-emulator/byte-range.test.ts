import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it('reads single byte ranges', () => {
    expect(parseByteRange(undefined, 10)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=0-4', 10)).toEqual({ kind: 'partial', start: 0, end: 4 });
    expect(parseByteRange('bytes=0-100', 10)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseByteRange('bytes=7-', 10)).toEqual({ kind: 'partial', start: 7, end: 9 });
    expect(parseByteRange('bytes=-3', 10)).toEqual({ kind: 'partial', start: 7, end: 9 });
  });

  it('ignores what it does not support and spots unsatisfiable ranges', () => {
    expect(parseByteRange('bytes=0-1,4-5', 10)).toEqual({ kind: 'full' });
    expect(parseByteRange('items=0-1', 10)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=5-2', 10)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
  });
});
