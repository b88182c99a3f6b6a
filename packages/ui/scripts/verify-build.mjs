#!/usr/bin/env node
// Checks the published build's promises: ESM entry and declarations where package.json points, one module
// per source file, and every style module importing its extracted CSS, which exists beside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const problems = [];

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

for (const target of [manifest.exports['.'].import, manifest.exports['.'].types]) {
  if (!existsSync(join(root, target))) problems.push(`missing ${target}`);
}
// Folder barrels (components/X/index.ts) only re-export; the bundler folds them into dist/index.js.
const sources = walk(join(root, 'src')).filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.(test|stories)\.tsx?$/.test(file) &&
    !file.includes('/src/test/') &&
    (!file.endsWith('/index.ts') || file === join(root, 'src', 'index.ts')),
);
for (const source of sources) {
  const out = join(dist, relative(join(root, 'src'), source)).replace(/\.tsx?$/, '.js');
  if (!existsSync(out)) problems.push(`no module for ${relative(root, source)}`);
}
for (const file of walk(dist).filter((f) => f.endsWith('.css.js'))) {
  const css = file.replace(/\.js$/, '');
  const code = readFileSync(file, 'utf8');
  if (
    !existsSync(css) &&
    /\bstyle\(|createTheme|recipe|globalStyle|keyframes/.test(readFileSync(file, 'utf8'))
  ) {
    problems.push(`no CSS beside ${relative(root, file)}`);
  }
  if (existsSync(css) && !code.startsWith(`import './${css.split('/').pop()}';`)) {
    problems.push(`${relative(root, file)} does not import its CSS`);
  }
}
if (JSON.stringify(manifest.sideEffects) !== JSON.stringify(['**/*.css', '**/*.css.ts', '**/*.css.js'])) {
  problems.push('sideEffects must be limited to CSS');
}

if (problems.length > 0) {
  process.stderr.write(`@careportal/ui build check failed:\n${problems.map((p) => `- ${p}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`@careportal/ui build check: ${sources.length} modules, CSS imported where extracted\n`);
