import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { posix, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import manifest from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
  'react/jsx-runtime',
];

/**
 * Vite's library mode extracts each style module's CSS but leaves it unreferenced (an "empty css" comment
 * where the import was). This publishes it as X.css beside X.css.js and adds the imports back: a module
 * imports its own CSS and the CSS of every style module it composes, so a consumer's bundler loads exactly
 * the styles of the components it uses. A style module that is only composed by others has no JS of its
 * own; its CSS is imported by the modules that compose it.
 */
function importExtractedCss(): Plugin {
  const vanillaCss = /^(.*)\.css\.ts\.vanilla\.css$/;
  return {
    name: 'careportal:import-extracted-css',
    generateBundle(_options, bundle) {
      // Published as X.css: a consumer's own vanilla-extract plugin must not mistake it for one of its
      // virtual `.vanilla.css` modules.
      const published = new Set<string>();
      for (const [key, asset] of Object.entries(bundle)) {
        const match = vanillaCss.exec(asset.fileName);
        if (asset.type !== 'asset' || !match) continue;
        const base = match[1] ?? '';
        Reflect.deleteProperty(bundle, key);
        this.emitFile({ type: 'asset', fileName: `${base}.css`, source: asset.source });
        published.add(base);
      }
      const srcRoot = `${posix.join(process.cwd().split(sep).join('/'), 'src')}/`;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const ids = [chunk.facadeModuleId, ...(this.getModuleInfo(chunk.facadeModuleId)?.importedIds ?? [])];
        const bases = new Set<string>();
        for (const id of ids) {
          const path = id.split('?')[0]?.split(sep).join('/') ?? '';
          if (!path.startsWith(srcRoot)) continue;
          const base = /^(.*)\.css\.ts(?:\.vanilla\.css)?$/.exec(path.slice(srcRoot.length))?.[1];
          if (base !== undefined && published.has(base)) bases.add(base);
        }
        const from = posix.dirname(chunk.fileName);
        // Composed styles first, the module's own last, so its rules win as they do in development.
        const ownBase = /^(.*)\.css\.js$/.exec(chunk.fileName)?.[1];
        const ordered = [...bases].sort((a, b) => Number(a === ownBase) - Number(b === ownBase));
        const imports = ordered.map((base) => {
          const target = posix.relative(from, `${base}.css`);
          return `import '${target.startsWith('.') ? target : `./${target}`}';\n`;
        });
        chunk.code = imports.join('') + chunk.code;
      }
    },
  };
}

/**
 * `@careportal/ui/fonts.css`, `fonts-chinese.css` and `fonts-tamil.css` (the `@font-face` rules) are published as written: their
 * `@import`s of the @fontsource packages stay bare, so the consumer's bundler copies and fingerprints the fonts.
 */
function publishFontsCss(): Plugin {
  return {
    name: 'careportal:publish-fonts-css',
    generateBundle() {
      for (const name of ['fonts.css', 'fonts-chinese.css', 'fonts-tamil.css']) {
        this.emitFile({ type: 'asset', fileName: name, source: readFileSync(`src/theme/${name}`, 'utf8') });
      }
    },
  };
}

/**
 * The published build: ESM, one output file per source file (so consumers tree-shake), with each
 * component's styles extracted to a CSS file that its module imports, and `@careportal/ui/testing` (layout checks for
 * stories) beside it. Declarations come from `tsc -b`.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), importExtractedCss(), publishFontsCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    lib: { entry: ['src/index.ts', 'src/testing.ts'], formats: ['es'] },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
