/** A small portal build in a temporary folder, for the server's tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const ASSET = '/assets/index-Ab12Cd34.js';
export const INDEX_HTML =
  '<!doctype html><html lang="en-SG"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
export const BLANK_HTML =
  '<!doctype html><html lang="en-SG"><head><meta charset="utf-8"><title>Signing in</title></head><body></body></html>';
export const SCRIPT = `export const greeting = ${JSON.stringify('Selamat pagi, '.repeat(200))};\n`;
/** Written beside the build (and as a dotfile inside it): no request may ever answer it. */
export const SECRET = 'not-for-the-browser-7f3a';

export interface BuildFixture {
  /** The folder holding `dist` and the secrets beside it. */
  folder: string;
  dist: string;
  remove: () => void;
}

export function createBuildFixture(): BuildFixture {
  const folder = mkdtempSync(join(tmpdir(), 'portal-server-'));
  const dist = join(folder, 'dist');
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  };
  write('index.html', INDEX_HTML);
  write('blank.html', BLANK_HTML);
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  write(ASSET, SCRIPT);
  write(`${ASSET}.br`, brotliCompressSync(SCRIPT));
  write(`${ASSET}.gz`, gzipSync(SCRIPT));
  write('.env', SECRET);
  writeFileSync(join(folder, 'secret.txt'), SECRET);
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: SECRET }));
  const remove = () => {
    rmSync(folder, { recursive: true, force: true });
  };
  return { folder, dist, remove };
}
