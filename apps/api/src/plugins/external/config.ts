/** The checked configuration and the clock, as decorations every later plugin reads. */
import fp from 'fastify-plugin';

import type { Config } from '../../config.ts';

export interface ConfigPluginOptions {
  config: Config;
  clock: () => Date;
}

export default fp<ConfigPluginOptions>(
  (app, options, done) => {
    app.decorate('config', options.config);
    app.decorate('clock', options.clock);
    done();
  },
  { name: 'config' },
);
