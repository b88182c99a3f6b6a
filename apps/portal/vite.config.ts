import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * Preloads the one font file the first paint needs, Noto Sans regular's Latin subset (from
 * `@careportal/ui/fonts.css`), by its hashed name: the browser otherwise finds it only after the CSS has loaded
 * and the text has been laid out. Bold and the other subsets load when text needs them.
 */
function preloadFirstPaintFont(file = 'noto-sans-latin-400-normal.woff2'): Plugin {
  let base = '/';
  return {
    name: 'careportal:preload-first-paint-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            [...output.names, ...output.originalFileNames].some((name) => name.endsWith(file)),
        );
        if (!font)
          throw new Error(`${file} is not in the build: does the app still import @careportal/ui/fonts.css?`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The portal speaks English (en-SG): react-aria's texts for its other 30-odd languages are never shown.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // Brotli and gzip copies of every text file, which the portal's server (or a CDN) sends by Accept-Encoding.
    precompress(),
    preloadFirstPaintFont(),
  ],
  // Workspace packages resolve to their TypeScript source, so the app never needs them built first.
  resolve: { conditions: ['@careportal/source', ...defaultClientConditions] },
  build: {
    // The budget check (apps/portal/budget) reads which chunks each route needs from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // A shared chunk is named by its group alone ('react-aria'), not by every page that uses it.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0] ?? 'chunk'}-[hash].js`,
        // What changes least gets chunks of its own, so a returning visitor's browser keeps them across releases
        // and pages. entriesAware keeps what only some pages use out of the chunk every page loads.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'react-aria',
              test: /[\\/]node_modules[\\/](@react-aria|react-aria|react-aria-components|@react-stately|react-stately|@internationalized)[\\/]/,
              entriesAware: true,
              // Pieces smaller than this join a neighbour rather than cost a request of their own.
              entriesAwareMergeThreshold: 24_000,
              priority: 2,
            },
            {
              name: 'catalogue',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/]messages[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
