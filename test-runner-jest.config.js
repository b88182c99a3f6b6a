// The Storybook test-runner's jest configuration, ejected so that it uses Debian's chromium (the runner
// ignores jest-playwright config files).
import { getJestConfig } from '@storybook/test-runner';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const chromium = require('./scripts/chromium.cjs');

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A guard against a story that hangs, not a speed check: a screen is rendered, checked and pictured twice (in
  // senior mode too), and on a 2-core machine shared with the browser suite that can take half a minute.
  testTimeout: 90000,
  // The runner's environment, keeping one page a worker across story files (see the file).
  testEnvironment: '<rootDir>/.storybook/test-environment.mjs',
  // Each file's setup without the runner's module in its registry (see .storybook/test-setup.mjs): the runner's
  // own setup is replaced, the others stay.
  setupFilesAfterEnv: [
    '<rootDir>/.storybook/test-setup.mjs',
    ...testRunnerConfig.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  ],
  moduleNameMapper: { '^@storybook/test-runner$': '<rootDir>/.storybook/story-runner-helpers.mjs' },
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-SG',
        timezoneId: 'Asia/Singapore',
      },
    },
  },
};
