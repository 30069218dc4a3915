import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../tools/emulator-config.ts';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const scripts = Object.keys(
  (
    JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

/** The commands in the first column of the README's "Scripts" table. */
function tableCommands(): string[] {
  const start = readme.indexOf('\n## Scripts\n');
  const end = readme.indexOf('\n## ', start + 1);
  return [...readme.slice(start, end).matchAll(/^\| `(npm [^`]+)`/gm)].map((row) => row[1] ?? '');
}

describe("the README's scripts table", () => {
  it('has a row for every script of package.json, and none for a script that is not there', () => {
    const command = (name: string) =>
      name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`;
    expect([...tableCommands()].sort()).toEqual(scripts.map(command).sort());
  });
});
