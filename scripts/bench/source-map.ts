// The share of a built script's code from each package, so the bench's list says what to cut.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SourceMap {
  sources: readonly string[];
  mappings: string;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    if (digit < 0) throw new Error(`Not a source map segment: "${segment}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  if (shift) throw new Error(`Not a source map segment: "${segment}"`);
  return values;
}

/** A mapped segment runs to the next segment of its line; unmapped code counts under "". */
export function charactersBySource(map: SourceMap, code: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (source: string, characters: number) =>
    characters > 0 && counts.set(source, (counts.get(source) ?? 0) + characters);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let covered = 0;
    let current: string | undefined;
    for (const segment of line ? line.split(',') : []) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      const start = column + columnDelta;
      add(current ?? '', start - covered);
      covered = start;
      column = start;
      if (sourceDelta === undefined) {
        current = undefined;
      } else {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? '';
      }
    }
    add(current ?? '', length - covered);
  });
  return counts;
}

export function ownerOf(source: string): string {
  const path = source.replaceAll('\\', '/');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = path.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const parts = path.replace(/^(\.\.?\/)+/, '').split('/');
  const src = parts.indexOf('src');
  if (src < 0) return path || 'unmapped';
  const depth = parts[src + 1] === 'features' ? 3 : 2;
  return parts.slice(src, Math.min(src + depth, parts.length - 1)).join('/') || 'src';
}

export function describeScript(map: SourceMap, code: string, top = 3): string {
  const byOwner = new Map<string, number>();
  for (const [source, characters] of charactersBySource(map, code)) {
    const owner = source ? ownerOf(source) : 'unmapped';
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + characters);
  }
  const total = [...byOwner.values()].reduce((sum, characters) => sum + characters, 0);
  if (!total) return '';
  const shares = [...byOwner]
    .map(([owner, characters]) => ({ owner, percent: Math.round((characters / total) * 100) }))
    .filter(({ percent }) => percent > 0)
    .sort((a, b) => b.percent - a.percent || a.owner.localeCompare(b.owner));
  const shown = shares.slice(0, top).map(({ owner, percent }) => `${owner} ${percent}%`);
  return shares.length > top ? `${shown.join(', ')}, …` : shown.join(', ');
}

export function describeBuiltScripts(outDir: string, files: Iterable<string>): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const file of new Set(files)) {
    const path = join(outDir, file);
    if (!existsSync(path) || !existsSync(`${path}.map`)) continue;
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as SourceMap;
    const description = describeScript(map, readFileSync(path, 'utf8'));
    if (description) descriptions.set(file, description);
  }
  return descriptions;
}
