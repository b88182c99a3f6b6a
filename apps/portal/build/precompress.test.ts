import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { precompress, precompressDir } from './precompress';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Row ${i}`))};\n`;
const STYLES = '.card{color:var(--text);padding:var(--space-3)}\n'.repeat(60);
const PAGE = `<!doctype html><html lang="en-SG"><body>${'<p>Selamat datang</p>'.repeat(80)}</body></html>`;

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(folder, path)), { recursive: true });
  writeFileSync(join(folder, path), content);
}
const read = (path: string) => readFileSync(join(folder, path));
const exists = (path: string) => existsSync(join(folder, path));

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to each text file', async () => {
    write('index.html', PAGE);
    write('assets/index-Ab12.js', SCRIPT);
    write('assets/index-Cd34.css', STYLES);
    write(
      'assets/deep/logo.svg',
      `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1"/>'.repeat(80)}</svg>`,
    );
    write(
      'manifest.webmanifest',
      JSON.stringify({ name: 'Customer Portal', icons: Array(100).fill({ src: '/x.png' }) }),
    );

    const files = await precompressDir(folder);

    expect(files.map((file) => file.path)).toEqual([
      'assets/deep/logo.svg',
      'assets/index-Ab12.js',
      'assets/index-Cd34.css',
      'index.html',
      'manifest.webmanifest',
    ]);
    for (const { path, size, br, gz } of files) {
      const original = read(path);
      expect(brotliDecompressSync(read(`${path}.br`))).toEqual(original);
      expect(gunzipSync(read(`${path}.gz`))).toEqual(original);
      expect(br).toBe(read(`${path}.br`).length);
      expect(gz).toBe(read(`${path}.gz`).length);
      expect(br).toBeLessThan(size);
      expect(gz).toBeLessThan(size);
    }
  });

  it('gives the same bytes on every run', async () => {
    write('assets/index-Ab12.js', SCRIPT);
    await precompressDir(folder);
    const first = [read('assets/index-Ab12.js.br'), read('assets/index-Ab12.js.gz')];
    await precompressDir(folder);
    expect([read('assets/index-Ab12.js.br'), read('assets/index-Ab12.js.gz')]).toEqual(first);
  });

  it('leaves small files, other formats and source maps alone, and removes their stale copies', async () => {
    write('robots.txt', 'User-agent: *\n');
    write('robots.txt.br', 'stale');
    write('robots.txt.gz', 'stale');
    write('favicon.png', randomBytes(4096));
    write('assets/index-Ab12.js.map', JSON.stringify({ mappings: 'AAAA;'.repeat(500) }));

    const files = await precompressDir(folder);

    expect(files).toEqual([{ path: 'robots.txt', size: 14, br: undefined, gz: undefined }]);
    expect(readdirSync(folder, { recursive: true }).sort()).toEqual([
      'assets',
      'assets/index-Ab12.js.map',
      'favicon.png',
      'robots.txt',
    ]);
  });

  it('writes no copy that would not be smaller', async () => {
    write('noise.txt', randomBytes(8192));
    const [file] = await precompressDir(folder);
    expect(file).toMatchObject({ path: 'noise.txt', br: undefined, gz: undefined });
    expect(exists('noise.txt.br')).toBe(false);
    expect(exists('noise.txt.gz')).toBe(false);
  });

  it('takes another threshold and extension list', async () => {
    write('robots.txt', 'User-agent: *\nDisallow:\n'.repeat(4));
    write('data.csv', 'a,b,c\n'.repeat(400));
    await precompressDir(folder, { threshold: 10, extensions: ['.txt'] });
    expect(exists('robots.txt.br')).toBe(true);
    expect(exists('data.csv.br')).toBe(false);
  });
});

describe('the precompress() Vite plugin', () => {
  it('compresses the written bundle and the files copied from public/', async () => {
    write(
      'index.html',
      `<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>`,
    );
    write('main.js', `console.log(${JSON.stringify(SCRIPT.repeat(3))});\n`);
    write('public/terms.txt', 'Terms of use. '.repeat(200));
    const outDir = join(folder, 'out');

    await build({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir },
    });

    const written = readdirSync(outDir, { recursive: true }).map(String).sort();
    const script = written.find((path) => /^assets\/[\w-]+\.js$/.test(path.replaceAll('\\', '/')));
    expect(script).toBeDefined();
    expect(written).toEqual(
      expect.arrayContaining([
        `${String(script)}.br`,
        `${String(script)}.gz`,
        'terms.txt.br',
        'terms.txt.gz',
      ]),
    );
    // index.html is under the threshold here: served as it is.
    expect(written).not.toContain('index.html.br');
    expect(brotliDecompressSync(readFileSync(join(outDir, 'terms.txt.br'))).toString()).toBe(
      'Terms of use. '.repeat(200),
    );
  });
});
