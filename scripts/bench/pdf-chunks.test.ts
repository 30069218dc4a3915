import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chunkImports,
  PDF_CODE_MARKER,
  pdfIsolation,
  PRINT_SCREEN_MARKER,
  readChunks,
} from './pdf-chunks.ts';

const pdf = `import{a}from"./runtime-1.js";throw Error("${PDF_CODE_MARKER}.hpf")`;
const screen = `import{b}from"./admin-2.js";const m=()=>import(\`./register-pdf-3.js\`);"${PRINT_SCREEN_MARKER}"`;

describe('the PDF code’s chunks', () => {
  it('reads static and dynamic imports, minified, with quotes or backticks', () => {
    expect(
      chunkImports(
        'import{a as e}from"./x-1.js";import"./y-2.js";await import(`./z-3.js`);import(\'../w.js\')',
      ),
    ).toEqual({ static: ['x-1.js', 'y-2.js'], dynamic: ['z-3.js', 'w.js'] });
  });

  it('passes when only the print screen imports jsPDF, on demand', () => {
    const result = pdfIsolation({
      'register-pdf-3.js': pdf,
      'volunteer-register-print-4.js': screen,
      'admin-2.js': 'export const b=1',
      'runtime-1.js': 'export const a=1',
    });
    expect(result).toEqual({
      pdfChunks: ['register-pdf-3.js'],
      eager: [],
      dynamicImporters: ['volunteer-register-print-4.js'],
      strangers: [],
      ok: true,
    });
  });

  it('fails when a chunk loads it with itself, even through another chunk', () => {
    const result = pdfIsolation({
      'register-pdf-3.js': pdf,
      'volunteer-register-print-4.js': screen,
      'shared-5.js': 'import"./register-pdf-3.js"',
      'horses-6.js': 'import{c}from"./shared-5.js"',
    });
    expect(result.eager).toEqual(['shared-5.js', 'horses-6.js']);
    expect(result.ok).toBe(false);
  });

  it('passes when two documents share jsPDF, each loaded on demand by its PDF screen', () => {
    const writer = `throw Error("${PDF_CODE_MARKER}")`;
    const result = pdfIsolation({
      'pdf-writer-7.js': writer,
      'register-pdf-3.js': 'import{w}from"./pdf-writer-7.js"',
      'receipt-pdf-8.js': 'import{w}from"./pdf-writer-7.js"',
      'volunteer-register-print-4.js': screen,
      'money-receipts-9.js': 'const m=()=>import("./receipt-pdf-8.js");"Scarica PDF"',
      'money-statements-10.js': 'const m=()=>import("./receipt-pdf-8.js");"Scarica PDF"',
    });
    expect(result).toEqual({
      pdfChunks: ['pdf-writer-7.js'],
      eager: [],
      dynamicImporters: [
        'volunteer-register-print-4.js',
        'money-receipts-9.js',
        'money-statements-10.js',
      ],
      strangers: [],
      ok: true,
    });
    // Their shared code (api, loader) imports the document on demand for them.
    const shared = pdfIsolation({
      'pdf-writer-7.js': writer,
      'receipt-pdf-8.js': 'import{w}from"./pdf-writer-7.js"',
      'receipts-11.js': 'const m=()=>import("./receipt-pdf-8.js")',
      'money-receipts-9.js': 'import{r}from"./receipts-11.js";"Scarica PDF"',
      'money-statements-10.js': 'import{r}from"./receipts-11.js";"Scarica PDF"',
    });
    expect(shared).toMatchObject({ dynamicImporters: ['receipts-11.js'], ok: true });
    // Not when another screen imports it too.
    const leaked = pdfIsolation({
      'pdf-writer-7.js': writer,
      'receipt-pdf-8.js': 'import{w}from"./pdf-writer-7.js"',
      'receipts-11.js': 'const m=()=>import("./receipt-pdf-8.js")',
      'money-receipts-9.js': 'import{r}from"./receipts-11.js";"Scarica PDF"',
      'horses-6.js': 'import{r}from"./receipts-11.js"',
    });
    expect(leaked).toMatchObject({ strangers: ['receipts-11.js'], ok: false });
    // A document's code imported statically by a screen is loaded with it.
    const eager = pdfIsolation({
      'pdf-writer-7.js': writer,
      'receipt-pdf-8.js': 'import{w}from"./pdf-writer-7.js"',
      'money-receipts-9.js': 'import{r}from"./receipt-pdf-8.js";"Scarica PDF"',
    });
    expect(eager.eager).toEqual(['receipt-pdf-8.js', 'money-receipts-9.js']);
    expect(eager.ok).toBe(false);
  });

  it('fails when another screen imports it on demand, or when no chunk holds it', () => {
    expect(
      pdfIsolation({
        'register-pdf-3.js': pdf,
        'horses-6.js': 'const p=()=>import("./register-pdf-3.js")',
      }).ok,
    ).toBe(false);
    expect(pdfIsolation({ 'volunteer-register-print-4.js': screen }).ok).toBe(false);
  });

  it('reads a build’s JavaScript chunks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdf-chunks-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets', 'a.js'), 'x');
      writeFileSync(join(dir, 'assets', 'a.css'), 'y');
      expect(readChunks(dir)).toEqual({ 'a.js': 'x' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
