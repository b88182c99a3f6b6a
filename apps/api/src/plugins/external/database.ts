/**
 * The database: opened from the configuration (or handed in by tests), migrated, seeded with the demo data on
 * first start (one API process at a time), and closed when the app closes (PGlite keeps the process alive until then).
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
    const configured = app.config.database;
    const handle =
      options.handle ??
      (await openDatabase(
        configured.driver === 'postgres'
          ? {
              ...configured,
              onConnectionLost: (error) => {
                app.log.warn(
                  { err: error },
                  'lost an idle database connection; the next query opens another',
                );
              },
            }
          : configured,
      ));
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
    // Processes starting together on one PostgreSQL take turns: the first migrates and seeds, the others then
    // find nothing to do (two seeds at once would both see an empty database).
    const migrate = options.migrate !== false;
    const seed = app.config.seed === 'auto';
    if (!migrate && !seed) return;
    await handle.exclusively(async () => {
      if (migrate) {
        await handle.migrate();
      }
      if (seed) {
        const seeded = await seedDatabase(handle.db, {
          now: app.clock(),
          onlyIfEmpty: true,
          showcaseSet: app.config.showcaseContent,
        });
        if (seeded) app.log.info({ driver: handle.driver }, 'seeded the demo data');
      }
    });
  },
  { name: 'database', dependencies: ['config'] },
);
