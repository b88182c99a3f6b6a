// The API suites run on PGlite and again on PostgreSQL when one answers on 127.0.0.1:5432. Where Debian's
// PostgreSQL is installed but stopped, this starts its cluster, so the second run is not skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

function answers(port, host = '127.0.0.1') {
  const result = spawnSync(
    process.execPath,
    [
      '-e',
      `const s=require('node:net').createConnection(${port},'${host}');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),2000);`,
    ],
    { stdio: 'ignore' },
  );
  return result.status === 0;
}

/** Makes sure a PostgreSQL server answers on 127.0.0.1:5432 when Debian's is installed; logs what it did. */
export function ensurePostgres(log) {
  if (process.env.TEST_DATABASE_URL) return;
  if (answers(5432)) {
    log('PostgreSQL answers on 127.0.0.1:5432: the API suites also run on it.');
    return;
  }
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (clusters.length === 0 || !existsSync('/usr/bin/pg_ctlcluster')) {
    log('PostgreSQL is not installed here: the API suites run on PGlite only.');
    return;
  }
  const version = clusters.sort().at(-1);
  log(`Starting Debian's PostgreSQL ${version} for the API suites.`);
  const started = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
  if (started.status !== 0 || !answers(5432)) {
    log('PostgreSQL did not start: the API suites run on PGlite only.');
  }
}
