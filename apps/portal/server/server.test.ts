/** `node server.ts` as a deployment runs it: listening, stopping on a signal, and refusing a taken port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { INDEX_HTML, createBuildFixture, type BuildFixture } from './test-fixtures.ts';

const SERVER = fileURLToPath(new URL('server.ts', import.meta.url));

let build: BuildFixture;
beforeAll(() => {
  build = createBuildFixture();
});
afterAll(() => {
  build.remove();
});

/** Listens on a free port of 127.0.0.1; the caller closes it (or closes it at once to learn a free port). */
async function occupyPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, server };
}

interface Started {
  child: ChildProcess;
  /** Resolves to the exit code once the process has exited and its output has been read. */
  closed: Promise<number | null>;
  stderr: () => string;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, PORTAL_DIST: build.dist, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const closed = once(child, 'close').then(([code]) => code as number | null);
  return { child, closed, stderr: () => stderr };
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

describe('server.ts', () => {
  it('serves the build until SIGTERM, then exits cleanly', async () => {
    const free = await occupyPort();
    free.server.close();
    const { child, closed } = startServer({ PORTAL_PORT: String(free.port) });
    try {
      const origin = `http://127.0.0.1:${free.port}`;
      await waitUntilAnswering(`${origin}/healthz`, child);
      const page = await fetch(`${origin}/profile`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(INDEX_HTML);
      expect(page.headers.get('content-security-policy')).toContain(
        "connect-src 'self' http://127.0.0.1:4000 https://127.0.0.1:4600",
      );
      child.kill('SIGTERM');
      expect(await closed).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('keeps serving after requests that do not parse: a malformed escape, bad HTTP, a huge header', async () => {
    const free = await occupyPort();
    free.server.close();
    const { child, closed } = startServer({ PORTAL_PORT: String(free.port) });
    const origin = `http://127.0.0.1:${free.port}`;
    /** Sends `raw` on a fresh socket; resolves to the answer's status line ('' when the socket just closes). */
    const sendRaw = (raw: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(free.port, '127.0.0.1', () => socket.end(raw));
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('close', () => {
          resolve(answer.split('\r\n', 1)[0] ?? '');
        });
        socket.on('error', () => {
          resolve(answer.split('\r\n', 1)[0] ?? '');
        });
      });
    try {
      await waitUntilAnswering(`${origin}/healthz`, child);
      // The escape the old hand-written server threw URIError on, which stopped the whole of `npm start`.
      expect(await sendRaw('GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(
        'HTTP/1.1 400 Bad Request',
      );
      expect(
        await sendRaw('GET /assets/%E0%A4%A.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      ).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(await sendRaw('NOT HTTP AT ALL\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
      expect(
        await sendRaw(
          `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\nConnection: close\r\n\r\n`,
        ),
      ).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      expect(child.exitCode).toBeNull();
      const page = await fetch(`${origin}/profile`);
      expect(page.status).toBe(200);
      child.kill('SIGTERM');
      expect(await closed).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('stops with a clear message, and never moves to another port, when its port is taken', async () => {
    const taken = await occupyPort();
    try {
      const { closed, stderr } = startServer({ PORTAL_PORT: String(taken.port) });
      expect(await closed).toBe(1);
      expect(stderr()).toContain(
        `port ${taken.port} on 127.0.0.1 is in use. Stop what runs there, or set PORTAL_PORT.`,
      );
    } finally {
      taken.server.close();
    }
  });

  it('stops with the list of bad variables', async () => {
    const { closed, stderr } = startServer({ PORTAL_PORT: 'http', PORTAL_API_URL: 'nowhere' });
    expect(await closed).toBe(1);
    expect(stderr()).toContain('PORTAL_PORT must be a port number');
    expect(stderr()).toContain('PORTAL_API_URL must be an absolute URL');
  });

  it('stops when the build is missing', async () => {
    const { closed, stderr } = startServer({ PORTAL_DIST: build.folder });
    expect(await closed).toBe(1);
    expect(stderr()).toContain('has no index.html: build the portal first');
  });
});
