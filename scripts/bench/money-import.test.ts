import {
  benchBankExport,
  CSV_CODE_MARKER,
  csvIsolation,
  csvIsolationText,
  IMPORT_SCREEN_MARKER,
  measureMoneyImport,
} from './money-import.ts';

const csv = `import{a}from"./runtime-1.js";throw Error("${CSV_CODE_MARKER}")`;
const screen = `const m=()=>import("./read-export-3.js");"${IMPORT_SCREEN_MARKER}"`;

describe('csv-parse’s chunks', () => {
  it('passes when only the import screen imports it, on demand', () => {
    const result = csvIsolation({
      'read-export-3.js': csv,
      'money-import-4.js': screen,
      'runtime-1.js': 'export const a=1',
    });
    expect(result).toEqual({
      csvChunks: ['read-export-3.js'],
      eager: [],
      dynamicImporters: ['money-import-4.js'],
      ok: true,
    });
    expect(csvIsolationText(result)).toBe(
      'in read-export-3.js, imported on demand by money-import-4.js',
    );
  });

  it('fails when a chunk loads it with itself, another screen imports it, or none holds it', () => {
    const eager = csvIsolation({
      'read-export-3.js': csv,
      'money-import-4.js': screen,
      'index-5.js': 'import"./read-export-3.js"',
    });
    expect(eager).toMatchObject({ eager: ['index-5.js'], ok: false });
    expect(csvIsolationText(eager)).toBe('loaded with index-5.js, money-import-4.js');
    const elsewhere = csvIsolation({
      'read-export-3.js': csv,
      'horses-6.js': 'import("./read-export-3.js")',
    });
    expect(elsewhere.ok).toBe(false);
    expect(csvIsolationText(csvIsolation({ 'a.js': '' }))).toBe('no chunk holds csv-parse');
  });
});

describe('the bench’s bank export', () => {
  it('has the asked number of lines under its header, and is read and matched whole', async () => {
    expect(benchBankExport(10).split('\r\n')).toHaveLength(12);
    const { ms, proposed } = await measureMoneyImport(200);
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(proposed).toBe(120);
  });
});
