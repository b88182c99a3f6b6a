import { describe, expect, it } from 'vitest';
import { checkBudgets, formatBudgetTable, ratchet, staticClosure, type Manifest } from './routeBudget';

/** A build like Vite's: an entry with a shared vendor chunk, a lazy page, and the sign-in code loaded alongside. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js', '_index.css'],
    dynamicImports: ['src/pages/profile/index.ts', 'src/auth/msalSession.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_index.css': { file: 'assets/index.css' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js'] },
  'src/pages/profile/index.ts': { file: 'assets/profile.js', imports: ['index.html', '_forms.js'] },
  'src/auth/msalSession.tsx': { file: 'assets/msal.js', imports: ['index.html', '_vendor.js'] },
};

const sizes: Record<string, number> = {
  'assets/index.js': 50_000,
  'assets/vendor.js': 60_000,
  'assets/forms.js': 20_000,
  'assets/profile.js': 10_000,
  'assets/msal.js': 70_000,
};

const routes = [
  { name: 'Home', path: '/', requiresAuth: false, pageModule: null },
  { name: 'Profile', path: '/profile', requiresAuth: true, pageModule: 'src/pages/profile/index.ts' },
];

function check(sizeOf = (file: string) => ({ raw: (sizes[file] ?? 0) * 3, gzip: sizes[file] ?? 0 })) {
  return checkBudgets({
    manifest,
    routes,
    budget: { limits: { public: 200, signedIn: 260 }, routes: { Home: 115, Profile: 145 } },
    sizeOf,
  });
}

describe('the route budget check', () => {
  it("counts the entry and the route's page with their imports, each file once, and not the sign-in code", () => {
    expect(staticClosure(manifest, ['index.html', 'src/pages/profile/index.ts'])).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/profile.js',
      'assets/forms.js',
    ]);
    const { rows, failures } = check();
    expect(failures).toEqual([]);
    expect(rows.map((row) => [row.route, row.gzipBytes])).toEqual([
      ['Home', 110_000],
      ['Profile', 140_000],
    ]);
  });

  it('fails on a route made too large, naming it in a table of route, size and budget', () => {
    const { rows, failures } = check((file) => {
      const gzip = file === 'assets/forms.js' ? 30_000 : (sizes[file] ?? 0);
      return { raw: gzip * 3, gzip };
    });
    expect(failures.map((row) => [row.route, row.problem])).toEqual([['Profile', 'over budget by 5.0 kB']]);
    const table = formatBudgetTable(rows);
    expect(table).toMatch(/^route\s+path\s+raw kB\s+gzip kB\s+budget kB\s+problem/);
    expect(table).toMatch(/Profile\s+\/profile\s+450\.0\s+150\.0\s+145\s+over budget by 5\.0 kB/);
    expect(table).toMatch(/Home\s+\/\s+330\.0\s+110\.0\s+115\s+ok/);
  });

  it('fails on a route without a budget, and on a budget above its limit', () => {
    const { failures } = checkBudgets({
      manifest,
      routes,
      budget: { limits: { public: 100, signedIn: 260 }, routes: { Home: 150 } },
      sizeOf: (file) => ({ raw: 0, gzip: sizes[file] ?? 0 }),
    });
    expect(failures.map((row) => [row.route, row.problem])).toEqual([
      ['Home', 'budget above the 100 kB limit'],
      ['Profile', 'no budget: add the route to budget.json'],
    ]);
  });

  it('ratchets budgets down to what routes need, never up and never above the limit', () => {
    const { rows } = check();
    const budget = { limits: { public: 200, signedIn: 260 }, routes: { Home: 150, Profile: 135 } };
    expect(ratchet(budget, rows).routes).toEqual({ Home: 112, Profile: 135 });
  });
});
