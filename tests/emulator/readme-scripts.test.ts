import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** The documents a newcomer walks: every path and command they name must be there. */
const walked = ['README.md', 'docs/architecture.md'];

/** Where a link of `file` leads in the repository, or nothing for a web address or an anchor. */
function linkTargets(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((link) => link[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
    .map((target) => join(dirname(file), target.split('#')[0] ?? ''));
}

/**
 * The repository paths written as code: under a top folder of the repository, or one of its root
 * files. A path with a placeholder (`<page>`, `*`, `…`) stands for many and is not checked, nor is
 * `public/…`, which the documents also write for the published site's folder in Storage.
 */
function codePaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((code) => code[1] ?? '')
    .filter(
      (code) =>
        /^(src|scripts|tools|tests|docs|mail)\/[\w./-]*$/.test(code) ||
        /^(\.env\.\w+|[\w-]+\.(json|rules)|\.firebaserc)$/.test(code),
    );
}

/** The folders of the README's "Folder layout" block, nested ones with their parent's path. */
function layoutFolders(): string[] {
  const start = readme.indexOf('```', readme.indexOf('\n## Folder layout\n'));
  const block = readme.slice(start + 3, readme.indexOf('```', start + 3));
  let parent = '';
  return block.split('\n').flatMap((line) => {
    const folder = /^( *)([\w.-]+(?:\/[\w.-]+)*\/)/.exec(line);
    if (!folder) return [];
    const [, indent = '', name = ''] = folder;
    if (indent === '') parent = name;
    return [indent === '' ? name : `${parent}${name}`];
  });
}

describe('the documents a newcomer walks', () => {
  it.each(walked)('%s links only to files that exist', (file) => {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const missing = linkTargets(file, text).filter((target) => !existsSync(join(repoRoot, target)));
    expect(missing).toEqual([]);
  });

  it.each(walked)('%s names only paths that exist', (file) => {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const paths = codePaths(text);
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.filter((path) => !existsSync(join(repoRoot, path)))).toEqual([]);
  });

  it.each(walked)('%s runs only npm scripts that exist', (file) => {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map((run) => run[1] ?? '');
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it("links only to the README's own headings within it", () => {
    // GitHub's anchors: lower case, punctuation dropped, spaces as hyphens.
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replaceAll(' ', '-');
    const headings = [...readme.matchAll(/^#+ (.+)$/gm)].map((heading) => slug(heading[1] ?? ''));
    const anchors = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map((link) => link[1] ?? '');
    expect(anchors).toContain('speed');
    expect(anchors.filter((anchor) => !headings.includes(anchor))).toEqual([]);
  });

  it("shows the README's quick start: install, start and test", () => {
    const start = readme.indexOf('```sh', readme.indexOf('\n## Quick start\n'));
    const block = readme.slice(start, readme.indexOf('```', start + 5));
    expect(block.split('\n').map((line) => line.split('#')[0]?.trim())).toEqual([
      '```sh',
      'npm install',
      'npm start',
      'npm test',
      '',
    ]);
    expect(scripts).toEqual(expect.arrayContaining(['start', 'test']));
  });

  it("lists in the README's folder layout only folders that exist", () => {
    const folders = layoutFolders();
    expect(folders).toEqual(expect.arrayContaining(['src/', 'src/features/', 'tests/e2e/']));
    expect(folders.filter((folder) => !existsSync(join(repoRoot, folder)))).toEqual([]);
  });

  it('points the README at every guide a newcomer reads next', () => {
    for (const guide of [
      'docs/architecture.md',
      'docs/product.md',
      'docs/testing.md',
      'docs/operations.md',
      'docs/decisions/README.md',
      'docs/bench.md',
    ]) {
      expect(linkTargets('README.md', readme)).toContain(guide);
    }
  });

  it('keeps the bench out of the README but its summary line', () => {
    expect(readme.split('\n').length).toBeLessThan(220);
    expect(readme).not.toMatch(/^\| Visit of /m);
    expect(readme).not.toMatch(/^\| Lighthouse /m);
  });
});
