import { registerRecordId, type RegisterRecord, type RegisterSection } from './register-record';

// A made-up register for the print's tests and bench: `count` records in both sections,
// enrolments with a removal and a correction now and then, Italian accents in the names. Nobody
// real: the codici fiscali have the shape of real ones, not their check letter.

const GIVEN = ['Niccolò', 'Lucia', 'Mattia', 'Chiara', 'Gesù', 'Zoe', 'Andrea', 'Noemi'];
const FAMILY = ["D'Angelo", 'Rossi', 'Fabbrì', 'Esposito', 'Bianchi', 'Però', 'Colombo', 'Ricci'];
const PLACES = ['Forlì', 'Cantù', 'Roma', 'Montù Beccaria', 'Ragusa', 'Sant’Agata di Puglia'];

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export function sampleRegisterRecords(count: number, firstYear = 2024): RegisterRecord[] {
  const numbers: Record<RegisterSection, number> = { 'non-occasionale': 0, occasionale: 0 };
  const records: RegisterRecord[] = [];
  for (let i = 0; i < count; i++) {
    const section: RegisterSection = i % 4 === 3 ? 'occasionale' : 'non-occasionale';
    const number = ++numbers[section];
    const base = {
      id: registerRecordId(section, number),
      section,
      number,
      // Spread over three years, some at 23:30 UTC: the next day (and year) in Italy.
      recordedAt: new Date(
        Date.UTC(
          firstYear + Math.floor((3 * i) / count),
          (i * 7) % 12,
          1 + (i % 27),
          i % 5 === 0 ? 23 : 9,
          30,
        ),
      ),
      recordedBy: 'staff-uid',
    };
    const enrolled = number > 2 ? number - 2 : 0;
    const person = {
      givenName: GIVEN[i % GIVEN.length] ?? 'Anna',
      familyName: FAMILY[(i * 3) % FAMILY.length] ?? 'Rossi',
      fiscalCode: `RSSMRA${pad(70 + (i % 30))}A${pad(1 + (i % 28))}H${pad(i % 1000, 3)}Z`,
      birthDate: `19${pad(70 + (i % 30))}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`,
      birthPlace: PLACES[i % PLACES.length] ?? 'Roma',
      residence: `Via dell’Università ${1 + (i % 90)}, ${PLACES[(i + 2) % PLACES.length] ?? 'Roma'}`,
      email: `volontario${i}@example.org`,
      phone: '+39 333 000 0000',
    };
    if (enrolled > 0 && i % 9 === 5) {
      records.push({
        ...base,
        kind: 'cancellazione',
        entry: enrolled,
        endDate: `${firstYear + 1}-06-30`,
        reason: 'Trasferito in un’altra città',
      });
    } else if (enrolled > 0 && i % 11 === 7) {
      records.push({
        ...base,
        kind: 'rettifica',
        entry: enrolled,
        person,
        startDate: `${firstYear}-03-01`,
        reason: 'Luogo di nascita scritto male',
      });
    } else {
      records.push({
        ...base,
        kind: 'iscrizione',
        person,
        startDate: `${firstYear}-${pad(1 + (i % 12))}-01`,
        applicationId: '',
      });
    }
  }
  return records;
}
