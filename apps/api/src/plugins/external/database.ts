/**
 * The database: opened from the configuration (or handed in by tests), migrated, seeded with the demo data on
 * first start, and closed when the app closes (PGlite keeps the process alive until then).
 */
import fp from 'fastify-plugin';

import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { seedDatabase } from '../../db/seed.ts';

export interface DatabasePluginOptions {
  /** An open database to use instead of opening the configured one; the app still closes it. */
  handle?: DatabaseHandle | undefined;
  migrate?: boolean | undefined;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = options.handle ?? (await openDatabase(app.config.database));
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
    if (options.migrate !== false) {
      await handle.migrate();
    }
    if (app.config.seed === 'auto') {
      const seeded = await seedDatabase(handle.db, {
        now: app.clock(),
        onlyIfEmpty: true,
        showcaseSet: app.config.showcaseContent,
      });
      if (seeded) app.log.info({ driver: handle.driver }, 'seeded the demo data');
    }
  },
  { name: 'database', dependencies: ['config'] },
);
