/**
 * The size budget of the portal's production build (run by `npm test` after the build, never before it):
 * every route of the route table inside its budget in ../budget.json. `BUDGET_UPDATE=1` rewrites the file
 * with the ratchet (budgets only go down).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
/** The sign-in code, which loads alongside a signed-in page rather than before it. */
const SESSION_MODULE = 'src/auth/msalSession.tsx';

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
    routes: ROUTES.map((route) => ({
      name: route.name,
      path: route.path,
      requiresAuth: route.requiresAuth,
      pageModule: isLazyPageKind(route.kind) ? pageModuleSource(route.kind) : null,
    })),
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
