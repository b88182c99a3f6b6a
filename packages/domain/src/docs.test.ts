// The package's documentation promises: every export has TSDoc, and the README's API table lists every export.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as api from './index.js';

const srcDir = import.meta.dirname;
const readme = readFileSync(join(srcDir, '..', 'README.md'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Exported declarations (not re-exports) that carry no TSDoc comment. */
function undocumentedExports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const missing: string[] = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => d.name.getText(source))
      : [(statement as ts.DeclarationStatement).name?.getText(source) ?? '(anonymous)'];
    const leading = text.slice(statement.getFullStart(), statement.getStart(source));
    const hasDoc = ts.getJSDocCommentsAndTags(statement).length > 0 || leading.includes('/**');
    if (!hasDoc) missing.push(...names.map((name) => `${relative(srcDir, file)}: ${name}`));
  }
  return missing;
}

describe('documentation', () => {
  it('gives every exported declaration a TSDoc comment', () => {
    expect(sourceFiles(srcDir).flatMap(undocumentedExports)).toEqual([]);
  });

  it('lists every runtime export in the README API table', () => {
    const missing = Object.keys(api).filter((name) => !readme.includes(`\`${name}`));
    expect(missing).toEqual([]);
  });
});
