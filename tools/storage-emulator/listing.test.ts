import { describe, expect, it } from 'vitest';
import { decodePageToken, encodePageToken, listNames } from './listing.ts';

const names = ['b/2.png', 'a.png', 'b/1.png', 'b/c/3.png', 'c.png', 'bb.png'];

describe('listNames', () => {
  it('groups by delimiter and sorts items and prefixes together', () => {
    expect(listNames(names, { prefix: '', delimiter: '/', maxResults: 1000 })).toEqual({
      prefixes: ['b/'],
      items: ['a.png', 'bb.png', 'c.png'],
    });
    expect(listNames(names, { prefix: 'b/', delimiter: '/', maxResults: 1000 })).toEqual({
      prefixes: ['b/c/'],
      items: ['b/1.png', 'b/2.png'],
    });
  });

  it('lists flat without a delimiter', () => {
    expect(listNames(names, { prefix: 'b/', delimiter: '', maxResults: 1000 }).items).toEqual([
      'b/1.png',
      'b/2.png',
      'b/c/3.png',
    ]);
  });

  it('pages after the last entry returned', () => {
    const first = listNames(names, { prefix: '', delimiter: '/', maxResults: 2 });
    expect(first).toEqual({
      prefixes: ['b/'],
      items: ['a.png'],
      nextPageToken: encodePageToken('b/'),
    });
    const second = listNames(names, {
      prefix: '',
      delimiter: '/',
      maxResults: 2,
      pageToken: first.nextPageToken ?? '',
    });
    expect(second).toEqual({
      prefixes: [],
      items: ['bb.png', 'c.png'],
    });
  });

  it('round-trips page tokens and refuses garbage', () => {
    expect(decodePageToken(encodePageToken('horses/è ü.png'))).toBe('horses/è ü.png');
    expect(() => decodePageToken('a/b')).toThrow('Invalid page token');
  });
});
