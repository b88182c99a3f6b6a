// Each story file's setup, in place of the runner's own (@storybook/test-runner/playwright/jest-setup.js), which
// does the same with the runner's module imported in the file: Storybook's server code, Babel and the CSF tools,
// evaluated again in each of the 110 files' module registries (about a third of the runner's CPU a file). Here
// the helpers come from the worker's environment, which loaded them once (.storybook/test-environment.mjs), and
// .storybook/test-runner.ts's own import of them resolves to .storybook/story-runner-helpers.mjs.
import config from './test-runner.ts';

globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
// The generated tests set the page up again with it after a story navigated away.
globalThis.__sbSetupPage = globalThis.__careportalStoryRunner.setupPage;
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
