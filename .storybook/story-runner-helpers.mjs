// `@storybook/test-runner` as a story file sees it (test-runner-jest.config.js maps the name here): the runner's
// helpers its environment loaded once for the worker (.storybook/test-environment.mjs), not the module again.
const { getStoryContext, waitForPageReady } = globalThis.__careportalStoryRunner;

export { getStoryContext, waitForPageReady };
