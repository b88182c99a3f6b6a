/** The checked configuration, the clock and the adapters, as decorations every later plugin reads. */
import fp from 'fastify-plugin';

import type { Adapters } from '../../adapters/index.ts';
import type { Config } from '../../config.ts';

export interface ConfigPluginOptions {
  config: Config;
  clock: () => Date;
  adapters: Adapters;
}

export default fp<ConfigPluginOptions>(
  (app, options, done) => {
    app.decorate('config', options.config);
    app.decorate('clock', options.clock);
    app.decorate('adapters', options.adapters);
    done();
  },
  { name: 'config' },
);
