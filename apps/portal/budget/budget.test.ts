/**
 * The size budget of the portal's production build (run by `npm test` after the build, never before it):
 * every route of the route table inside its budget in ../budget.json. `BUDGET_UPDATE=1` rewrites the file
 * with the ratchet (budgets only go down).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isLazyPageKind, pageModuleSource } from '../src/pageModules';
import { ROUTES } from '../src/routeTable';
import {
  checkBudgets,
  entryKey,
  formatBudgetTable,
  kb,
  ratchet,
  staticClosure,
  type Budget,
  type Manifest,
} from './routeBudget';

const app = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(app, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const budgetPath = join(app, 'budget.json');
/** The budget file's kB. */
const KB_BYTES = 1000;
/** The sign-in code, which loads alongside a signed-in page rather than before it. */
const SESSION_MODULE = 'src/auth/msalSession.tsx';
/** My Services, which the home page loads for a signed-in person (src/pages/home/HomePage.tsx). */
const MY_SERVICES_MODULE = 'src/pages/my-services/index.ts';

function measure() {
  if (!existsSync(manifestPath)) {
    throw new Error(`No build at ${dist}: build the portal first (cd apps/portal && vite build).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const budget = JSON.parse(readFileSync(budgetPath, 'utf8')) as Budget;
  const sizeOf = (file: string) => {
    const bytes = readFileSync(join(dist, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const result = checkBudgets({
    manifest,
    budget,
    routes: [
      ...ROUTES.map((route) => ({
        name: route.name,
        path: route.path,
        requiresAuth: route.requiresAuth,
        pageModule: isLazyPageKind(route.kind) ? pageModuleSource(route.kind) : null,
      })),
      // The home page of a signed-in person: My Services, a chunk the home page loads for them only.
      { name: 'MyService', path: '/', requiresAuth: true, pageModule: MY_SERVICES_MODULE },
    ],
    sizeOf,
  });
  const signIn = staticClosure(manifest, [SESSION_MODULE])
    .filter((file) => !staticClosure(manifest, [entryKey(manifest)]).includes(file))
    .reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  return { ...result, budget, signIn };
}

describe('the portal build', () => {
  it('keeps every route inside its budget', () => {
    const { rows, failures, budget, signIn } = measure();
    const table = formatBudgetTable(rows);
    if (process.env.BUDGET_UPDATE === '1') {
      writeFileSync(budgetPath, `${JSON.stringify(ratchet(budget, rows), null, 2)}\n`);
    }
    process.stdout.write(
      `\nJavaScript each route needs before it renders (gzip):\n${table}\n` +
        `Signed-in pages also load the sign-in code alongside: ${kb(signIn)} kB gzip.\n`,
    );
    expect(failures, `Routes over budget (apps/portal/budget.json):\n${table}`).toEqual([]);
  });

  it('sets no budget above the limits: 200 kB for public routes, 260 kB signed in', () => {
    const { budget } = measure();
    expect(budget.limits).toEqual({ public: 200, signedIn: 260 });
  });
});

describe('the preload lists of the build', () => {
  it('name no chunk the entry has already loaded (vite.config.ts: preloadListsWithoutLoadedChunks)', () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const entry = manifest[entryKey(manifest)];
    const loaded = staticClosure(manifest, [entryKey(manifest)]);
    const code = readFileSync(join(dist, entry?.file ?? ''), 'utf8');
    const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(code)?.[1];
    expect(list, 'the entry has no preload list').toBeDefined();
    const listed = JSON.parse((list ?? '[]').replaceAll('`', '"')) as string[];
    // The lazy pages' own chunks are listed, so the check has something to look at.
    expect(listed.length).toBeGreaterThan(ROUTES.filter((route) => isLazyPageKind(route.kind)).length / 2);
    expect(listed.filter((file) => loaded.includes(file))).toEqual([]);
  });
});

/** Every file under `dir`, with its path relative to the build. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(dist, join(dir, entry.name))],
  );
}

/** The fonts the first paint waits for: those `index.html` preloads. 1 kB = 1000 bytes, as in the budget file. */
const FONT_PRELOAD_LIMIT_KB = 30;
/** The rule for images: none over 100 kB, so that no picture holds up a page on a slow phone. */
const IMAGE_LIMIT_KB = 100;

describe('the fonts and images of the build', () => {
  it(`preloads only the Latin faces the first paint uses, ${String(FONT_PRELOAD_LIMIT_KB)} kB at most`, () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="preload" href="\/([^"]+)" as="font"/g)].map(
      ([, file]) => file ?? '',
    );
    expect(preloaded.map((file) => file.replace(/-[\w-]{8}\.woff2$/, '.woff2'))).toEqual([
      'assets/noto-sans-latin-400-normal.woff2',
      'assets/noto-sans-latin-700-normal.woff2',
    ]);
    const bytes = preloaded.reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
    expect(bytes / KB_BYTES).toBeLessThanOrEqual(FONT_PRELOAD_LIMIT_KB);
  });

  it(`holds no image over ${String(IMAGE_LIMIT_KB)} kB`, () => {
    const images = filesUnder(dist).filter((file) => /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i.test(file));
    expect(images.length).toBeGreaterThan(0);
    const tooLarge = images.filter((file) => statSync(join(dist, file)).size > IMAGE_LIMIT_KB * KB_BYTES);
    expect(tooLarge).toEqual([]);
  });
});
