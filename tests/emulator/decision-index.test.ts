import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../tools/emulator-config.ts';

const folder = join(repoRoot, 'docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const indexed = [...index.matchAll(/^- \[(\d+)\]\(([^)]+)\) (.+) — (.+)$/gm)].map(
  ([, number, file, title, status]) => ({
    number: Number(number),
    file: file ?? '',
    title: title ?? '',
    status: status ?? '',
  }),
);
const textOf = (file: string) => readFileSync(join(folder, file), 'utf8');

/** A record named in a status: its number and the file it links to. */
const named = /\[(\d+)\]\(([^)]+)\)/g;
const list = String.raw`\[\d+\]\([^)]+\)(?:, \[\d+\]\([^)]+\))*`;
/** accepted, or replaced by some; either then amended by some. */
const statusShape = new RegExp(String.raw`^(accepted|replaced by ${list})(; amended by ${list})?$`);

describe('the index of decision records', () => {
  it('has one line per record, in number order, with its number and title', () => {
    expect(indexed.map((line) => line.file)).toEqual(records);
    expect(index.match(/^- \[/gm)).toHaveLength(records.length);
    for (const { number, file, title } of indexed) {
      const heading = textOf(file).split('\n')[0];
      expect(heading).toBe(`# ${number}. ${title}`);
      expect(file.startsWith(String(number).padStart(4, '0'))).toBe(true);
    }
  });

  it('numbers the records without gaps or repeats', () => {
    const numbers = records.map((name) => Number(name.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("gives each record a status of the index's words, which the record repeats on its third line", () => {
    for (const { file, status } of indexed) {
      expect(status, file).toMatch(statusShape);
      const lines = textOf(file).split('\n');
      expect(lines[2], file).toBe(`Status: ${status}`);
      expect(
        lines.filter((line) => line.startsWith('Status:')),
        file,
      ).toHaveLength(1);
    }
  });

  it('names in a status only later records that exist, each once, in number order', () => {
    const byNumber = new Map(indexed.map((line) => [line.number, line.file]));
    for (const { number, file, status } of indexed) {
      const cited = [...status.matchAll(named)].map(([, n, target]) => ({
        n: Number(n),
        target,
      }));
      for (const { n, target } of cited) {
        expect(byNumber.get(n), `${file} names ${n}`).toBe(target);
        expect(n, `${file} names ${n}`).toBeGreaterThan(number);
      }
      const numbers = cited.map(({ n }) => n);
      expect(new Set(numbers).size, file).toBe(numbers.length);
      for (const part of status.split('; ')) {
        const inPart = [...part.matchAll(named)].map(([, n]) => Number(n));
        expect(inPart, file).toEqual([...inPart].sort((a, b) => a - b));
      }
    }
  });

  it('lists a record in the status of each earlier record its opening says it amends or replaces', () => {
    const statusOf = new Map(indexed.map((line) => [line.number, line.status]));
    let claims = 0;
    for (const { number, file } of indexed) {
      const opening = textOf(file).split('\n## ')[0] ?? '';
      const said =
        /\b(?:amends|refines|replaces|supersedes) (?:\[?decisions? )?(\d[\d, and]*)/i.exec(
          opening.replaceAll('\n', ' '),
        );
      for (const earlier of said?.[1]?.match(/\d+/g) ?? []) {
        claims += 1;
        expect(statusOf.get(Number(earlier)), `${file} amends ${earlier}`).toContain(
          `[${number}](${file})`,
        );
      }
    }
    expect(claims).toBeGreaterThan(0);
  });
});

describe('the status words', () => {
  it('take accepted, replaced and amended, and nothing else', () => {
    for (const good of [
      'accepted',
      'accepted; amended by [24](0024-audit-log.md)',
      'accepted; amended by [24](0024-a.md), [49](0049-b.md)',
      'replaced by [59](0059-c.md)',
      'replaced by [59](0059-c.md); amended by [51](0051-d.md)',
    ]) {
      expect(good).toMatch(statusShape);
    }
    for (const bad of [
      'Accepted',
      'accepted (2026-11-21)',
      'amended by [24](0024-a.md)',
      'accepted; amended by 24',
      'accepted; amended by [24](0024-a.md),[49](0049-b.md)',
      'accepted; superseded by [24](0024-a.md)',
      'replaced',
    ]) {
      expect(bad).not.toMatch(statusShape);
    }
  });
});
