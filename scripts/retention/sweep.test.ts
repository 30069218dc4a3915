import { sweepBatches } from './sweep.ts';

// How the sweep of the log packs its writes (docs/decisions/0022-retention.md): the data-holding
// entries of applications already deleted go, and one that nothing else would name gets a record.

const adoption = { id: 'a1', kind: 'adoption' as const };
const cession = { id: 'c1', kind: 'cession' as const };

describe('the writes of a sweep', () => {
  it('delete every data-holding entry, with a record first where no entry without data stays', () => {
    expect(
      sweepBatches(
        [
          { ...adoption, entries: ['l1', 'l2'], kept: 0 },
          { ...cession, entries: ['l3'], kept: 1 },
        ],
        500,
      ),
    ).toEqual([[{ record: adoption }, { delete: 'l1' }, { delete: 'l2' }, { delete: 'l3' }]]);
  });

  it('come in batches of at most the given size, and never more than 500', () => {
    const batches = sweepBatches([{ ...adoption, entries: ['l1', 'l2', 'l3', 'l4'], kept: 0 }], 2);
    expect(batches).toEqual([
      [{ record: adoption }, { delete: 'l1' }],
      [{ delete: 'l2' }, { delete: 'l3' }],
      [{ delete: 'l4' }],
    ]);
    const many = Array.from({ length: 1201 }, (_, i) => `l${i}`);
    const large = sweepBatches([{ ...cession, entries: many, kept: 2 }], 10_000);
    expect(large.map((batch) => batch.length)).toEqual([500, 500, 201]);
  });

  it('are none for nothing to clean, and no record for an application without entries', () => {
    expect(sweepBatches([], 500)).toEqual([]);
    expect(sweepBatches([{ ...adoption, entries: [], kept: 0 }], 500)).toEqual([]);
  });
});
