#!/usr/bin/env node
// `npm start`: brings up what the workspace has to run, on embedded defaults.
// The portal, its API and the sign-in provider arrive in apps/ with the platform work. Until then this
// says so plainly and serves what exists: the design system's Storybook, built and served on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './lib/static-server.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.STORYBOOK_PORT ?? 6006);
if (!existsSync(join(root, 'apps', 'portal', 'package.json'))) {
  process.stdout.write(
    [
      '',
      'careportal: the portal app does not exist yet (it arrives with the platform work).',
      "Starting what exists: the design system's Storybook, where every component state can be reviewed.",
      '',
    ].join('\n'),
  );
}

const staticDir = join(root, 'storybook-static');
const build = spawnSync('storybook', ['build', '--disable-telemetry', '--quiet', '-o', staticDir], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
if (build.status !== 0) {
  process.stderr.write('Storybook did not build; see the messages above.\n');
  process.exit(1);
}

try {
  const server = await serveStatic(staticDir, port);
  process.stdout.write(
    [
      '',
      `  Storybook (the careportal design system): http://127.0.0.1:${port}/`,
      '  Switch between the default theme and senior mode from the toolbar.',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  process.stderr.write(
    `Port ${port} on 127.0.0.1 is in use (${error.message}). Stop what runs there, or set STORYBOOK_PORT.\n`,
  );
  process.exit(1);
}
