#!/usr/bin/env node
// `npm start`: brings up what the workspace has to run, on embedded defaults.
// The portal, its API and the sign-in provider arrive in apps/ with the platform work; until then there is
// nothing to serve, and this says so plainly rather than pretending.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const apps = existsSync(join(root, 'apps'))
  ? readdirSync(join(root, 'apps')).filter((name) => existsSync(join(root, 'apps', name, 'package.json')))
  : [];

if (apps.length === 0) {
  process.stdout.write(
    [
      '',
      'careportal: no app exists yet, so there is nothing to start.',
      '',
      'The workspace holds @careportal/domain (validators, formatters, business rules and the message',
      'catalogue). The portal, its API and the sign-in provider will be started here once they exist.',
      '',
      'Run `npm test` to check everything that exists.',
      '',
    ].join('\n'),
  );
}
