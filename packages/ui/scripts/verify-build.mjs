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

for (const target of ['.', './testing'].flatMap((name) => [
  manifest.exports[name].import,
  manifest.exports[name].types,
])) {
  if (!existsSync(join(root, target))) problems.push(`missing ${target}`);
}
// Stylesheets a consumer imports by name (`@careportal/ui/fonts.css`): published as written, imported by no module.
const exportedCss = Object.entries(manifest.exports)
  .filter(([name]) => name.endsWith('.css'))
  .map(([name, target]) => ({ name, file: join(root, target.default) }));
for (const { name, file } of exportedCss) {
  if (!existsSync(file)) problems.push(`missing ${relative(root, file)} for ${name}`);
  else if (/@import\s+(url\()?['"]?(https?:)?\/\//.test(readFileSync(file, 'utf8'))) {
    problems.push(`${name} must not load from another host`);
  }
}
// Folder barrels (components/X/index.ts) only re-export; the bundler folds them into dist/index.js.
const sources = walk(join(root, 'src')).filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.(test|stories)\.tsx?$/.test(file) &&
    !file.includes('/src/test/') &&
    (!file.endsWith('/index.ts') || file === join(root, 'src', 'index.ts')),
);
const jsFiles = walk(dist).filter((f) => f.endsWith('.js'));
/** Whether some module of the build imports the file (by its relative path). */
const isImported = (file) =>
  jsFiles.some((js) => {
    const target = relative(dirname(js), file);
    const specifier = target.startsWith('.') ? target : `./${target}`;
    return readFileSync(js, 'utf8').includes(`import '${specifier}';`);
  });
for (const source of sources) {
  const out = join(dist, relative(join(root, 'src'), source)).replace(/\.tsx?$/, '.js');
  if (existsSync(out)) continue;
  const text = readFileSync(source, 'utf8');
  // A module of types only has nothing to run: its declarations are the whole of it.
  const typesOnly = !/^export (?!type |interface )/m.test(text);
  // A style module that other style modules only compose has no JS; its CSS must still reach consumers.
  const composedCss = source.endsWith('.css.ts') ? out.replace(/\.js$/, '') : undefined;
  if (typesOnly && existsSync(out.replace(/\.js$/, '.d.ts'))) continue;
  if (composedCss && existsSync(composedCss) && isImported(composedCss)) continue;
  problems.push(`no module for ${relative(root, source)}`);
}
for (const css of walk(dist).filter((f) => f.endsWith('.css'))) {
  if (exportedCss.some(({ file }) => file === css)) continue;
  if (!isImported(css)) problems.push(`nothing imports ${relative(root, css)}`);
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
  if (existsSync(css) && !code.includes(`import './${css.split('/').pop()}';`)) {
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
