import { fieldErrors } from '#src/lib/data/field-errors';
import { INTERNAL_NOTES_MAX, staffFieldMessages, staffFieldsSchema } from './staff-fields';

const staffFieldErrors = (item: { internalNotes: string; startDate?: string }) =>
  fieldErrors(staffFieldsSchema, item);

describe('staffFieldsSchema', () => {
  it('takes notes up to the rules’ limit, and an empty or real start date', () => {
    expect(staffFieldErrors({ internalNotes: 'n'.repeat(INTERNAL_NOTES_MAX) })).toEqual({});
    expect(staffFieldErrors({ internalNotes: '', startDate: '' })).toEqual({});
    expect(staffFieldErrors({ internalNotes: '', startDate: '2025-11-01' })).toEqual({});
  });

  it('refuses longer notes and a start date that is not a day', () => {
    expect(staffFieldErrors({ internalNotes: 'n'.repeat(INTERNAL_NOTES_MAX + 1) })).toEqual({
      internalNotes: staffFieldMessages.internalNotes,
    });
    expect(staffFieldErrors({ internalNotes: '', startDate: '2025-02-30' })).toEqual({
      startDate: staffFieldMessages.startDate,
    });
    expect(staffFieldErrors({ internalNotes: '', startDate: 'domani' })).toEqual({
      startDate: staffFieldMessages.startDate,
    });
  });
});
