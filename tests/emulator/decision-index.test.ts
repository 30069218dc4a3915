import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../tools/emulator-config.ts';

const folder = join(repoRoot, 'docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const indexed = [...index.matchAll(/^- \[(\d+)\]\(([^)]+)\) (.+)$/gm)];

describe('the index of decision records', () => {
  it('has one line per record, in number order, with its number and title', () => {
    expect(indexed.map((line) => line[2])).toEqual(records);
    for (const [, number, file, title] of indexed) {
      const heading = readFileSync(join(folder, file ?? ''), 'utf8').split('\n')[0];
      expect(heading).toBe(`# ${number}. ${title}`);
      expect(file?.startsWith(String(number).padStart(4, '0'))).toBe(true);
    }
  });

  it('numbers the records without gaps or repeats', () => {
    const numbers = records.map((name) => Number(name.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});
