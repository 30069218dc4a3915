import { membersAfter, toCircleMember, touchedHorses, type IdentifiedMember } from './coverage-api';

const member = (fields: Partial<IdentifiedMember> = {}): IdentifiedMember => ({
  slug: 'm1',
  horseSlug: 'ada',
  status: 'Attivo',
  amount: 20,
  frequency: 'Mensile',
  ...fields,
});

describe('touchedHorses', () => {
  it('names the horse of an Attivo member before or after the change, once', () => {
    const id = 'm1';
    expect(touchedHorses({ id, before: member({ status: '' }), after: member() })).toEqual(['ada']);
    expect(touchedHorses({ id, before: member(), after: member({ status: 'Chiuso' }) })).toEqual([
      'ada',
    ]);
    expect(touchedHorses({ id, before: member(), after: member() })).toEqual(['ada']);
    expect(touchedHorses({ id, before: member(), after: member({ horseSlug: 'gerba' }) })).toEqual([
      'ada',
      'gerba',
    ]);
    expect(touchedHorses({ id, before: member(), after: null })).toEqual(['ada']);
  });

  it('names none when the member is not Attivo on either side, or has no horse', () => {
    const id = 'm1';
    expect(
      touchedHorses({ id, before: member({ status: '' }), after: member({ status: 'Sospeso' }) }),
    ).toEqual([]);
    expect(touchedHorses({ id, before: null, after: member({ horseSlug: '' }) })).toEqual([]);
    expect(touchedHorses({ id, before: member({ status: 'Chiuso' }), after: null })).toEqual([]);
  });
});

describe('membersAfter', () => {
  const stored = [member(), member({ slug: 'm2', amount: 30 })];

  it('replaces the changed member with its state after the change', () => {
    const after = member({ status: 'Sospeso' });
    expect(membersAfter(stored, { id: 'm1', before: member(), after })).toEqual([stored[1], after]);
  });

  it('adds a member who was not among the stored Attivo ones, and drops a deleted one', () => {
    const joining = member({ slug: 'm3' });
    expect(membersAfter(stored, { id: 'm3', before: null, after: joining })).toHaveLength(3);
    expect(membersAfter(stored, { id: 'm2', before: stored[1] ?? null, after: null })).toEqual([
      stored[0],
    ]);
  });
});

describe('toCircleMember', () => {
  it('reads what the coverage needs of an application, leaving the applicant out', () => {
    expect(
      toCircleMember({
        horseSlug: 'ada',
        status: 'Attivo',
        amount: 60,
        frequency: 'Trimestrale',
        givenName: 'Maria',
        phone: '+39 333',
      }),
    ).toEqual({ horseSlug: 'ada', status: 'Attivo', amount: 60, frequency: 'Trimestrale' });
  });

  it('reads an application sent before the status and the slug existed as not counting', () => {
    expect(toCircleMember({ horse: 'Ada', amount: 20, frequency: 'Mensile' })).toEqual({
      horseSlug: '',
      status: '',
      amount: 20,
      frequency: 'Mensile',
    });
  });

  it('refuses to guess a malformed application', () => {
    expect(toCircleMember({ status: 'Attivo', amount: '20', frequency: 'Mensile' })).toBeNull();
    expect(toCircleMember({ status: 'Forse', amount: 20, frequency: 'Mensile' })).toBeNull();
    expect(toCircleMember(undefined)).toBeNull();
  });
});
