import { publicationNeed } from './publication-need';

const published = {
  revision: 4,
  publishedRevision: 4,
  pending: [],
  publishedAt: new Date('2026-12-07T12:18:00Z'),
  failure: null,
};

describe('publicationNeed', () => {
  it('asks nothing while the site has every saved change', () => {
    expect(publicationNeed(published)).toBe('up-to-date');
  });

  it('asks to publish while a change waits, or the site is older than the last change', () => {
    expect(publicationNeed({ ...published, pending: ['horse:ada'], revision: 5 })).toBe('waiting');
    expect(publicationNeed({ ...published, revision: 5 })).toBe('waiting');
    expect(publicationNeed({ ...published, pending: ['events'] })).toBe('waiting');
  });

  it('puts a failed publication first, even with changes waiting', () => {
    const failure = { at: new Date('2026-12-07T12:20:00Z'), message: 'Rete assente.' };
    expect(publicationNeed({ ...published, failure })).toBe('failed');
    expect(publicationNeed({ ...published, failure, pending: ['horses'], revision: 6 })).toBe(
      'failed',
    );
  });

  it('asks for one whole publication when nothing was ever published from here', () => {
    expect(publicationNeed({ ...published, publishedAt: null })).toBe('never-published');
    expect(
      publicationNeed({ revision: 0, publishedRevision: 0, pending: [], publishedAt: undefined }),
    ).toBe('never-published');
  });
});
