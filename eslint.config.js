// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import pageBoundaries from './scripts/lib/eslint-page-boundaries.mjs';

export default tseslint.config(
  {
    // Generated output: builds, reports and test artefacts (what Playwright keeps of a failed test).
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.strict],
    languageOptions: { globals: globals.browser },
  },
  {
    // A portal page only composes: no page imports another, and pages/ holds only each route's index.ts and
    // XPage.tsx (scripts/lib/eslint-page-boundaries.mjs).
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    plugins: { careportal: pageBoundaries },
    rules: { 'careportal/no-page-imports': 'error', 'careportal/page-files': 'error' },
  },
  {
    // A page composes features and UI components, so it stays short: its parts belong in features/ (issue 34).
    files: ['apps/portal/src/pages/**/*Page.tsx'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
);
