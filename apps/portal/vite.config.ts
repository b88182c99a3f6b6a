import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The font files the first paint sets text in: Noto Sans's Latin subset (from `@careportal/ui/fonts.css`) in
 * both weights the theme uses, regular for body text and bold for headings and buttons (the home page's h1, the
 * largest thing its first screen paints, is bold). The other subsets load when text needs them, and Chinese is
 * never preloaded: which of its hundred subsets a page needs depends on its text, and English pages need none.
 */
const FIRST_PAINT_FONTS = ['noto-sans-latin-400-normal.woff2', 'noto-sans-latin-700-normal.woff2'];

/**
 * Preloads {@link FIRST_PAINT_FONTS} by their hashed names. Otherwise the browser asks for a face only once the
 * page's code has rendered text that uses it, after everything else the first paint waited for; preloaded,
 * both files (14 kB each) download alongside the code and are there when the text first paints. Should one be
 * late, font-display: swap and the metric-matched fallbacks keep the text where it is.
 */
function preloadFirstPaintFonts(files: readonly string[] = FIRST_PAINT_FONTS): Plugin {
  let base = '/';
  return {
    name: 'careportal:preload-first-paint-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {});
        return files.map((file) => {
          const font = assets.find(
            (output) =>
              output.type === 'asset' &&
              [...output.names, ...output.originalFileNames].some((name) => name.endsWith(file)),
          );
          if (!font) {
            throw new Error(
              `${file} is not in the build: does the app still import @careportal/ui/fonts.css?`,
            );
          }
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}

/**
 * Keeps out of each dynamic import's preload list the chunks that are loaded already when it runs: the entry's
 * static imports (which `index.html` preloads, and which every page has before any of its code runs) and the
 * static imports of the chunk that makes the import. The browser would skip them anyway; listed, their names and
 * indices cost every route bytes of its first download (the entry holds the lists of all 35 lazy pages).
 * `resolveDependencies` below reads what this plugin finds in the bundle before Vite writes the lists.
 */
function preloadListsWithoutLoadedChunks() {
  const loadedBy = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'careportal:preload-lists-without-loaded-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedBy.clear();
        const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
          const chunk = bundle[file];
          if (seen.has(file) || chunk?.type !== 'chunk') return seen;
          seen.add(file);
          for (const imported of chunk.imports) staticClosure(imported, seen);
          return seen;
        };
        const entries = Object.values(bundle).filter((output) => output.type === 'chunk' && output.isEntry);
        const loadedFirst = new Set(entries.flatMap((entry) => [...staticClosure(entry.fileName)]));
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          loadedBy.set(output.fileName, new Set([...loadedFirst, ...staticClosure(output.fileName)]));
        }
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    const loaded = hostType === 'js' ? loadedBy.get(hostId) : undefined;
    return loaded === undefined ? deps : deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloadLists = preloadListsWithoutLoadedChunks();

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The portal speaks English (en-SG): react-aria's texts for its other 30-odd languages are never shown.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // Brotli and gzip copies of every text file, which the portal's server (or a CDN) sends by Accept-Encoding.
    precompress(),
    preloadFirstPaintFonts(),
    preloadLists.plugin,
  ],
  // Workspace packages resolve to their TypeScript source, so the app never needs them built first.
  resolve: { conditions: ['@careportal/source', ...defaultClientConditions] },
  build: {
    // The budget check (apps/portal/budget) reads which chunks each route needs from the manifest.
    manifest: true,
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
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
              // No merging of small pieces into a neighbour: the neighbour was at times a chunk every page loads,
              // and the code of the drawer, the dialogs and the notifications (which only lazy chunks use) then
              // came with every first download, 10 kB of gzip at the worst.
              entriesAwareMergeThreshold: 0,
              priority: 2,
            },
            {
              // What the pages that read show besides their content (data/Query and the UI package's LoadError): one
              // chunk instead of two small ones, each of which cost every reading page a request and its wrapping.
              // Only these modules: what they import stays where it was (the frame's Button is in the entry). Not
              // ActionLink, which only the booking lists use: in this chunk every reading page downloaded it.
              name: 'states',
              test: /[\\/](apps[\\/]portal[\\/]src[\\/]data[\\/]Query\.tsx|packages[\\/]ui[\\/]src[\\/]components[\\/]LoadError[\\/])/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              // The Denticare pages' small shared parts (their URLs, the month and time-slot formats, the default
              // dentist): one chunk for those pages instead of three.
              name: 'denticare-shared',
              test: /[\\/](apps[\\/]portal[\\/]src[\\/]features[\\/]denticare[\\/]urls\.ts|packages[\\/]domain[\\/]src[\\/](format[\\/]denticare|denticare[\\/]defaultDentist)\.ts)$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              // Not the payment pages' own words (messages/paymentPages.ts) nor the eGIRO pages' (pagesEgiro.ts,
              // pagesPublic.ts): only those pages, which load on demand, show them.
              name: 'catalogue',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/]messages[\\/](?!paymentPages\.|pages[A-Z])/,
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
