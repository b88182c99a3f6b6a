import type { Page } from '@playwright/test';

/**
 * The accessibility violations on a Playwright page as it stands, each as "rule: help at html, html": axe's
 * defaults (WCAG 2.2 AA among them) over `include` (a selector; the whole document, with the rules about a
 * page's landmarks and title, when there is none) less `exclude` (selectors), without `disabledRules`.
 */
export function axeViolations(
  page: Page,
  options?: { include?: string; exclude?: string[]; disabledRules?: string[] },
): Promise<string[]>;
