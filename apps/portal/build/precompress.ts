/**
 * Build-time compression: after Vite writes the bundle, a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * copy beside every text file of the output, for the portal server (or a CDN) to send by Accept-Encoding instead
 * of compressing on every request. Files under the threshold (1 KiB) are left alone, index.html too while it is
 * that small: the saving would be a few hundred bytes, well inside the first network round trip, and a server
 * falls back to the file itself. A copy that would not be smaller is not written. The same input always gives
 * the same bytes.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; source maps are left out (only developer tools fetch them). */
export const TEXT_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.xml',
];
/** Below this many bytes compression saves less than a packet. */
export const DEFAULT_THRESHOLD = 1024;

export interface PrecompressOptions {
  /** Files smaller than this many bytes get no copies (default 1024). */
  threshold?: number;
  /** Extensions, with their dot, of the files to compress (default {@link TEXT_EXTENSIONS}). */
  extensions?: readonly string[];
}

export interface PrecompressedFile {
  /** The path under the folder, with `/` separators. */
  path: string;
  size: number;
  /** Sizes of the copies written; undefined when none was (the file is too small, or the copy not smaller). */
  br: number | undefined;
  gz: number | undefined;
}

async function writeSmaller(path: string, content: Buffer, size: number): Promise<number | undefined> {
  if (content.length >= size) {
    await rm(path, { force: true });
    return undefined;
  }
  await writeFile(path, content);
  return content.length;
}

/**
 * Writes `.br` and `.gz` beside every matching file under `dir`, removing stale copies beside files that no
 * longer get one. Resolves to what it did, sorted by path.
 */
export async function precompressDir(
  dir: string,
  options: PrecompressOptions = {},
): Promise<PrecompressedFile[]> {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const extensions = new Set(options.extensions ?? TEXT_EXTENSIONS);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && extensions.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

  return Promise.all(
    paths.map(async (path): Promise<PrecompressedFile> => {
      const content = await readFile(path);
      const relativePath = relative(dir, path).split(sep).join('/');
      if (content.length < threshold) {
        await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
        return { path: relativePath, size: content.length, br: undefined, gz: undefined };
      }
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      return {
        path: relativePath,
        size: content.length,
        br: await writeSmaller(`${path}.br`, br, content.length),
        gz: await writeSmaller(`${path}.gz`, gz, content.length),
      };
    }),
  );
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The Vite plugin: runs {@link precompressDir} over the output folder once the bundle is written. */
export function precompress(options: PrecompressOptions = {}): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'careportal:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => {
        config.logger.info(message);
      };
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(outputOptions) {
        const files = await precompressDir(outputOptions.dir ?? outDir, options);
        const compressed = files.filter((file) => file.br !== undefined || file.gz !== undefined);
        const total = (pick: (file: PrecompressedFile) => number | undefined) =>
          compressed.reduce((sum, file) => sum + (pick(file) ?? file.size), 0);
        log(
          `precompress: ${compressed.length} of ${files.length} text files, ` +
            `${kilobytes(total((file) => file.size))} → ${kilobytes(total((file) => file.br))} br, ` +
            `${kilobytes(total((file) => file.gz))} gzip`,
        );
      },
    },
  };
}
