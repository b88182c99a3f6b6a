// The story suite's jest environment: @storybook/test-runner's own, except that a worker keeps one browser page
// for all its story files instead of opening a new context and page for each. A new page starts a new renderer
// process, which cost about 1.5 s of the machine's CPU a file (110 files) before the first story; the page is
// loaded again for each file (.storybook/test-runner.ts `prepare`), so each file still starts from a fresh
// Storybook, with the browser's storage and cookies cleared.
//
// It also lends each story file the runner's helpers (`__careportalStoryRunner`), loaded once a worker here:
// imported in a story file, the runner's module brought Storybook's server code, Babel and the CSF tools into
// that file's module registry again (.storybook/test-setup.mjs).
import { getStoryContext, setupPage, waitForPageReady } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's page and its context, once the first story file has opened them. */
let kept;
/**
 * The kept connection to the browser would keep the worker from exiting when jest tells it to end (jest then
 * kills it and says a worker "failed to exit gracefully"): it is closed on that message, jest-worker's
 * CHILD_MESSAGE_END (`[2]`), and this listener goes too (a listener for messages keeps the worker's channel to
 * jest open).
 */
function closeOnEnd(message) {
  if (!Array.isArray(message) || message[0] !== 2) return;
  process.off('message', closeOnEnd);
  const last = kept;
  kept = undefined;
  void last?.browser.close().catch(() => {});
}
process.on('message', closeOnEnd);

/**
 * Lets the runner's per-file `exposeBinding` calls register again on a kept page: the first registers the name
 * with the browser, and each later one only replaces the function the name calls.
 */
function rebindable(page) {
  const bindings = new Map();
  const exposeBinding = page.exposeBinding.bind(page);
  page.exposeBinding = async (name, callback, options) => {
    const known = bindings.has(name);
    bindings.set(name, callback);
    if (!known) await exposeBinding(name, (source, ...args) => bindings.get(name)(source, ...args), options);
  };
  return page;
}

class StorySuiteEnvironment extends PlaywrightEnvironment {
  async setup() {
    const reuse = kept !== undefined && !kept.page.isClosed();
    if (reuse) {
      // The runner's setup without a browser of its own (its globals and helpers), then the kept page.
      const options = this._config.testEnvironmentOptions;
      this._config = {
        ...this._config,
        testEnvironmentOptions: {
          ...options,
          'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
        },
      };
    }
    await super.setup();
    this.global.__careportalStoryRunner = { getStoryContext, setupPage, waitForPageReady };
    if (reuse) {
      this.global.browser = kept.browser;
      this.global.context = kept.context;
      this.global.page = kept.page;
      // What the last file's stories kept in the browser goes before Storybook loads again (`prepare`).
      await kept.context.clearCookies();
      await kept.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    } else {
      const page = rebindable(this.global.page);
      kept = { browser: this.global.browser, context: this.global.context, page };
      // A page whose renderer crashed is not kept: the next file opens a new one, as before.
      page.once('crash', () => {
        if (kept?.page === page) kept = undefined;
      });
    }
    await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    // The listeners this file's hooks added go with it; the page, its context and the browser stay open for the
    // worker's next file (they close with the worker).
    this.global.page?.removeAllListeners('console');
    this.global.page?.removeAllListeners('pageerror');
    this.global.browser = undefined;
    this.global.context = undefined;
    this.global.page = undefined;
    await super.teardown();
  }
}

export default StorySuiteEnvironment;
