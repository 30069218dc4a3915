import { publicationConfirmation, publicationFailure } from './publication';

const values = { now: () => 'NOW', remove: () => 'REMOVE' };

describe('publicationConfirmation', () => {
  it('confirms the revision the files were built from: nothing pending, published now, no failure', () => {
    expect(publicationConfirmation(4, 4, values)).toEqual({
      revision: 4,
      pending: [],
      publishedRevision: 4,
      publishedAt: 'NOW',
      failure: 'REMOVE',
    });
  });

  it('answers null when a change landed since, so the caller publishes again', () => {
    expect(publicationConfirmation(5, 4, values)).toBeNull();
    expect(publicationConfirmation(5, 4, values, { stillPending: ['horses'], message: 'x' })).toBe(
      null,
    );
  });

  it('reads a state without a revision as revision 0', () => {
    expect(publicationConfirmation(undefined, 0, values)).not.toBeNull();
    expect(publicationConfirmation('3', 0, values)).not.toBeNull();
    expect(publicationConfirmation(undefined, 1, values)).toBeNull();
  });

  it('keeps the failed files pending with their message, the others done', () => {
    expect(
      publicationConfirmation(2, 2, values, { stillPending: ['horse:ada'], message: 'Ada: no' }),
    ).toEqual({ revision: 2, pending: ['horse:ada'], failure: { at: 'NOW', message: 'Ada: no' } });
  });

  it('keeps a failure message within 500 characters', () => {
    expect(publicationFailure('x'.repeat(600), values).message).toHaveLength(500);
  });
});
