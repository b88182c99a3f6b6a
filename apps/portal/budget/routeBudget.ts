/**
 * The portal's size budget: for every route of the route table, the gzip size of the JavaScript the route
 * needs before it can render (the entry with its static imports, and the route's own page chunk with its
 * static imports), against the budget file. The sign-in code (MSAL) is not in it: it loads alongside, and a
 * page renders without waiting for it (its calls wait for the token instead).
 * Pure: the build manifest, the routes and a size function come in; rows and failures go out.
 */

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest: chunks by their source key (`index.html`, `src/pages/profile/index.ts`, `_shared.js`). */
export type Manifest = Record<string, ManifestChunk>;

/** What the check needs to know of a route. */
export interface BudgetRoute {
  name: string;
  path: string;
  requiresAuth: boolean;
  /** The manifest key of the route's own page chunk, or null when the entry renders it. */
  pageModule: string | null;
}

/** The budget file (apps/portal/budget.json): kB of gzip, 1 kB = 1000 bytes. */
export interface Budget {
  limits: { public: number; signedIn: number };
  routes: Record<string, number>;
}

/** One line of the report. */
export interface BudgetRow {
  route: string;
  path: string;
  /** The files the route needs before it renders. */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** kB of gzip; undefined when the budget file has no entry for the route. */
  budgetKb: number | undefined;
  /** The hard limit for the route's kind (public or signed in), kB of gzip. */
  limitKb: number;
  problem: string | null;
}

/** A file's raw and gzip sizes in bytes. */
export interface FileSize {
  raw: number;
  gzip: number;
}

/** The key of the app's entry in `manifest`. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  if (entries.length !== 1 || entries[0] === undefined) {
    throw new Error(`The build manifest should have one entry; it has ${entries.length}.`);
  }
  return entries[0];
}

/** The JavaScript files of `keys` and everything they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The build manifest has no chunk "${key}".`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const KB = 1000;

/** Bytes as kB with one decimal. */
export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/**
 * Measures every route against `budget`. A route fails when it has no budget, when its budget is above its
 * limit (the budget file may only ratchet down), or when its size is over its budget.
 */
export function checkBudgets({
  manifest,
  routes,
  budget,
  sizeOf,
}: {
  manifest: Manifest;
  routes: readonly BudgetRoute[];
  budget: Budget;
  sizeOf: (file: string) => FileSize;
}): { rows: BudgetRow[]; failures: BudgetRow[] } {
  const entry = entryKey(manifest);
  const rows = routes.map((route): BudgetRow => {
    const keys = route.pageModule === null ? [entry] : [entry, route.pageModule];
    const files = staticClosure(manifest, keys);
    const sizes = files.map(sizeOf);
    const rawBytes = sizes.reduce((sum, size) => sum + size.raw, 0);
    const gzipBytes = sizes.reduce((sum, size) => sum + size.gzip, 0);
    const budgetKb = budget.routes[route.name];
    const limitKb = route.requiresAuth ? budget.limits.signedIn : budget.limits.public;
    let problem: string | null = null;
    if (budgetKb === undefined) problem = 'no budget: add the route to budget.json';
    else if (budgetKb > limitKb) problem = `budget above the ${limitKb} kB limit`;
    else if (gzipBytes > budgetKb * KB) problem = `over budget by ${kb(gzipBytes - budgetKb * KB)} kB`;
    return { route: route.name, path: route.path, files, rawBytes, gzipBytes, budgetKb, limitKb, problem };
  });
  return { rows, failures: rows.filter((row) => row.problem !== null) };
}

/** The report: route, path, raw and gzip size, budget and what is wrong, one row a route. */
export function formatBudgetTable(rows: readonly BudgetRow[]): string {
  const header = ['route', 'path', 'raw kB', 'gzip kB', 'budget kB', 'problem'];
  const lines = rows.map((row) => [
    row.route,
    row.path,
    kb(row.rawBytes),
    kb(row.gzipBytes),
    row.budgetKb === undefined ? '-' : String(row.budgetKb),
    row.problem ?? 'ok',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/**
 * The ratchet: budgets lowered to what each route now needs (its gzip size rounded up to the next whole kB plus
 * `headroomKb`), never raised, never above the limits; routes without a budget get one.
 */
export function ratchet(budget: Budget, rows: readonly BudgetRow[], headroomKb = 2): Budget {
  const routes: Record<string, number> = {};
  for (const row of rows) {
    const reached = Math.ceil(row.gzipBytes / KB) + headroomKb;
    const current = budget.routes[row.route];
    routes[row.route] = Math.min(current ?? reached, reached, row.limitKb);
  }
  return { ...budget, routes };
}
