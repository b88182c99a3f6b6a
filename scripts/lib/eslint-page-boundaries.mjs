/**
 * The portal's page boundary (issue 34), as an ESLint rule: a page only composes. A file of one page
 * (`apps/portal/src/pages/<page>/…`; a stray file at the top of `pages/` counts as a page of its own) never imports another
 * page, and nothing outside `pages/` imports a page except the route table (`routes.tsx`, `pageModules.ts`) and
 * the test screens (`src/test/`), which render pages as the portal does. What pages share lives in `features/`,
 * `data/`, `@careportal/ui` or `@careportal/domain`.
 */
import path from 'node:path';

/** The portal's source folder, from the repository root. */
const PORTAL_SOURCE = path.join('apps', 'portal', 'src');
/** The files outside `pages/` that may import pages, relative to the portal's source folder. */
const MAY_IMPORT_PAGES = [/^routes\.tsx$/, /^pageModules\.ts$/, /^test\//];

/** The page `file` belongs to: its folder under `pages/`, or the file itself for a page at the top; else null. */
function pageOf(pagesDir, file) {
  const relative = path.relative(pagesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first = ''] = relative.split(path.sep);
  return first.replace(/\.tsx?$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
export const noPageImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A page imports no other page; only the route table and test screens import pages.',
    },
    schema: [],
    messages: {
      otherPage:
        "The page '{{page}}' imports the page '{{target}}'. Move what they share to features/, data/, @careportal/ui or @careportal/domain.",
      intoPage:
        "Only the route table and the test screens import a page ('{{target}}'). Move what is shared to features/, data/, @careportal/ui or @careportal/domain.",
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}${PORTAL_SOURCE}${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const sourceDir = file.slice(0, at + marker.length - 1);
    const pagesDir = path.join(sourceDir, 'pages');
    const page = pageOf(pagesDir, file);
    const fromSource = path.relative(sourceDir, file).split(path.sep).join('/');
    if (page === null && MAY_IMPORT_PAGES.some((allowed) => allowed.test(fromSource))) return {};

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const target = pageOf(pagesDir, path.resolve(path.dirname(file), specifier));
      if (target === null || target === page) return;
      context.report({
        node: source,
        messageId: page === null ? 'intoPage' : 'otherPage',
        data: { page: page ?? '', target },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** A page's own file: its route's `index.ts` or its `XPage.tsx`. */
const PAGE_FILE = /^(index\.ts|[A-Z]\w*Page\.tsx)$/;
/** Files that may sit beside a page: its stories and tests. */
const BESIDE_PAGE = /\.(stories|test)\.tsx?$/;

/** @type {import('eslint').Rule.RuleModule} */
export const pageFiles = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        "pages/ holds only each route's index.ts and XPage.tsx (with their stories and tests); everything else lives in features/, data/ or src/test/.",
    },
    schema: [],
    messages: {
      notAPage:
        "pages/ holds only a route's index.ts and its XPage.tsx (with their stories and tests). Move '{{file}}' to features/<area>/ (fakes to features/<area>/fakes/, test screens to src/test/screens/).",
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}${PORTAL_SOURCE}${path.sep}pages${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const name = path.basename(file);
    const inPages = file.slice(at + marker.length).split(path.sep);
    if (BESIDE_PAGE.test(name) && !inPages.includes('fakes')) return {};
    if (PAGE_FILE.test(name) && inPages.length >= 2 && !inPages.includes('fakes')) return {};
    return {
      Program: (node) => {
        context.report({ node, messageId: 'notAPage', data: { file: inPages.join('/') } });
      },
    };
  },
};

/** The rules as a plugin for eslint.config.js. */
export default { rules: { 'no-page-imports': noPageImports, 'page-files': pageFiles } };
