/**
 * The adapters to outside systems (src/adapters): the real ones the configuration names, sandboxes for the rest,
 * and whatever a test or a local run hands in instead. After the database, since the sandboxes keep what they
 * remember in it (one sandbox for every API process on that database).
 */
import fp from 'fastify-plugin';

import { adaptersFromConfig, type Adapters } from '../../adapters/index.ts';

export interface AdaptersPluginOptions {
  /** Adapters to use instead of the configured ones. */
  overrides?: Partial<Adapters> | undefined;
}

export default fp<AdaptersPluginOptions>(
  (app, options, done) => {
    app.decorate('adapters', { ...adaptersFromConfig(app.config, app.clock, app.db), ...options.overrides });
    done();
  },
  { name: 'adapters', dependencies: ['config', 'database'] },
);
