// What a consumer installs: the package's "." export is the built ESM entry, with the same API as the source.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as source from './index.js';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  sideEffects: boolean;
  exports: { '.': { types: string; import: string } };
};

describe('the published package', () => {
  it('declares no side effects, so consumers tree-shake it', () => {
    expect(manifest.sideEffects).toBe(false);
  });

  it('points "." at the built entry and its declarations', () => {
    expect(manifest.exports['.'].import).toBe('./dist/index.js');
    expect(manifest.exports['.'].types).toBe('./dist/index.d.ts');
    expect(existsSync(join(root, 'dist', 'index.js'))).toBe(true);
    expect(existsSync(join(root, 'dist', 'index.d.ts'))).toBe(true);
  });

  it('builds one output file per source file', () => {
    expect(existsSync(join(root, 'dist', 'national-id', 'checkLetter.js'))).toBe(true);
    expect(existsSync(join(root, 'dist', 'schemas', 'address.js'))).toBe(true);
  });

  it('exports from the build exactly what the source exports', async () => {
    const built = (await import(join(root, manifest.exports['.'].import))) as Record<string, unknown>;
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
    expect((built.maskNationalId as (id: string) => string)('S1234567D')).toBe('*****567D');
  });
});
