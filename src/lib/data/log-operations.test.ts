import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLogOperation, logOperationLabel, logOperationLabels } from './log-operations';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(process.cwd(), folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => read(join(folder, name)));
}

const namesIn = (sources: readonly string[], pattern: RegExp): string[] =>
  sources.flatMap((source) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));

describe('logOperationLabels', () => {
  it('gives every operation Italian words of its own, not its code', () => {
    const labels = Object.entries(logOperationLabels);
    expect(labels.length).toBeGreaterThan(30);
    for (const [operation, label] of labels) {
      expect(label.trim(), operation).not.toBe('');
      expect(label, operation).not.toMatch(/[a-z][A-Z]/);
      expect(label, operation).not.toContain(operation);
    }
    expect(new Set(labels.map(([, label]) => label)).size).toBe(labels.length);
  });

  it('labels every operation the rules, the scripts and the app name', () => {
    const named = [
      ...namesIn([read('firestore.rules')], /function [!=]= '(\w+)'/g),
      ...namesIn(sourcesUnder('scripts'), /function: '(\w+)'/g),
      ...namesIn(sourcesUnder('scripts'), /_DELETE = '(\w+)'/g),
      ...namesIn(sourcesUnder('src'), /operation: '(\w+)'/g),
      ...namesIn(sourcesUnder('src'), /_OPERATION = '(\w+)'/g),
      ...namesIn(sourcesUnder('src'), /: '((?:add|update|delete|open|send|retry)[A-Z]\w*)',/g),
    ];
    expect(named).toContain('addCareDay');
    expect(named).toContain('sendHorseNews');
    expect(named).toContain('retentionDelete');
    expect(named.filter((name) => !isLogOperation(name))).toEqual([]);
  });

  it('answers null for a name it does not know, even an object property', () => {
    expect(logOperationLabel('sendStaffMessage')).toBe('E-mail a chi ha fatto domanda');
    expect(logOperationLabel('toString')).toBeNull();
    expect(logOperationLabel('updateUser')).toBeNull();
  });
});
