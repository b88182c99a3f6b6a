// Axe as every browser check here runs it (the story suite's .storybook/test-runner.ts and the browser suite's
// apps/portal/e2e/support.ts): axe-core, the copy @axe-core/playwright brings, put into a page once and run
// there for each check after, gathering only violations, which is all any check asserts.
//
// @axe-core/playwright's AxeBuilder sent axe's 600 kB into the page again for every check and finished each run
// in a new blank page (a renderer process of its own): three quarters of a check's CPU in the browser.
'use strict';
/* global window, document -- the functions handed to page.evaluate run in the page */

const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

const fromRoot = createRequire(path.join(__dirname, '..', 'package.json'));
const axeSource = readFileSync(
  createRequire(fromRoot.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The accessibility violations on a Playwright page as it stands, each as "rule: help at html, html": axe's
 * defaults (WCAG 2.2 AA among them) over `include` (a selector; the whole document, with the rules about a
 * page's landmarks and title, when there is none) less `exclude` (selectors), without `disabledRules`.
 */
async function axeViolations(page, { include, exclude = [], disabledRules = [] } = {}) {
  const loaded = await page.evaluate(() => typeof window.axe?.run === 'function');
  // Evaluated, not added as a script tag: the portal's Content-Security-Policy allows no inline script.
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, exclude, disabledRules }) => {
      const axe = window.axe;
      axe.reset();
      const context = include ? { include: [include], exclude } : exclude.length > 0 ? { exclude } : document;
      const results = await axe.run(context, {
        rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
        // A violation is told by its rule and its nodes' HTML: the CSS selector axe would also build for each
        // node (a search of the document per node) is not read.
        selectors: false,
      });
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.html).join(', ')}`,
      );
    },
    { include, exclude, disabledRules },
  );
}

module.exports = { axeViolations };
