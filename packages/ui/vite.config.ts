import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { posix } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import manifest from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
  'react/jsx-runtime',
];

/**
 * Vite's library mode leaves each module's extracted CSS unreferenced; this adds the import back, so that a
 * consumer's bundler loads exactly the styles of the components it uses.
 */
function importExtractedCss(): Plugin {
  return {
    name: 'careportal:import-extracted-css',
    generateBundle(_options, bundle) {
      for (const [key, asset] of Object.entries(bundle)) {
        const match = /^(.*)\.css\.ts\.vanilla\.css$/.exec(asset.fileName);
        if (asset.type !== 'asset' || !match) continue;
        const chunk = bundle[`${match[1] ?? ''}.css.js`];
        if (chunk?.type !== 'chunk') continue;
        // Published as X.css beside X.css.js: a consumer's own vanilla-extract plugin must not mistake it
        // for one of its virtual `.vanilla.css` modules.
        const fileName = `${match[1] ?? ''}.css`;
        Reflect.deleteProperty(bundle, key);
        this.emitFile({ type: 'asset', fileName, source: asset.source });
        chunk.code = `import './${posix.basename(fileName)}';\n${chunk.code}`;
      }
    },
  };
}

/**
 * The published build: ESM, one output file per source file (so consumers tree-shake), with each
 * component's styles extracted to a CSS file that its module imports. Declarations come from `tsc -b`.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), importExtractedCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    lib: { entry: 'src/index.ts', formats: ['es'] },
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
