// The bootstrap's wait for Debian's package manager (scripts/lib/package-lock.mjs): a lock held by another
// process, as a fresh machine's own apt holds /var/lib/dpkg/lock-frontend at boot, is waited for, said once, and
// the install goes on once it is released. The tests lock a file of their own, never the real dpkg lock.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { lockHolders, waitForPackageLocks } from './package-lock.mjs';

describe('waiting for the package manager', () => {
  let dir;
  let lock;
  const holders = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'careportal-dpkg-'));
    lock = join(dir, 'lock-frontend');
    writeFileSync(lock, '');
  });

  afterEach(() => {
    for (const holder of holders.splice(0)) holder.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Holds `lock` with flock(1) for `seconds`, as another apt would; resolves once it is held. */
  async function holdLock(seconds) {
    const holder = spawn('flock', [lock, 'sleep', String(seconds)], { stdio: 'ignore' });
    holders.push(holder);
    await vi.waitFor(() => expect(lockHolders(lock)).toEqual([holder.pid]), { timeout: 5000, interval: 20 });
    return holder;
  }

  it('goes on at once, saying nothing, when no lock is held or the lock file does not exist', async () => {
    const said = [];
    const log = (message) => said.push(message);
    await expect(waitForPackageLocks([lock, join(dir, 'missing')], { log })).resolves.toEqual({
      waited: false,
    });
    expect(said).toEqual([]);
  });

  it('waits while another process holds the lock, says so once, and goes on once it is released', async () => {
    const holder = await holdLock(3);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    const said = [];
    const result = await waitForPackageLocks([lock], { pollMs: 100, log: (message) => said.push(message) });
    expect(result).toEqual({ waited: true });
    // It went on because the holder let go: the lock is free and the holder has ended.
    expect(lockHolders(lock)).toEqual([]);
    await exited;
    expect(holder.exitCode).toBe(0);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`${lock} is held by process ${String(holder.pid)}`);
    expect(said[0]).toContain('waiting for the package manager');
  });

  it('gives up with the holder named when the lock is not released in time', async () => {
    const holder = await holdLock(30);
    await expect(waitForPackageLocks([lock], { timeoutSeconds: 1, pollMs: 100 })).rejects.toThrow(
      `${lock} was still held by process ${String(holder.pid)}`,
    );
  });

  it('sees the POSIX (fcntl) locks that apt and dpkg take, not only flock(1)’s', () => {
    const stat = statSync(lock, { bigint: true });
    const major = ((stat.dev >> 8n) & 0xfffn) | ((stat.dev >> 32n) & ~0xfffn);
    const minor = (stat.dev & 0xffn) | ((stat.dev >> 12n) & ~0xffn);
    const id = `${major.toString(16).padStart(2, '0')}:${minor.toString(16).padStart(2, '0')}:${String(stat.ino)}`;
    const procLocks = [
      `1: POSIX  ADVISORY  WRITE 6921 ${id} 0 EOF`,
      `1: -> POSIX  ADVISORY  WRITE 7000 ${id} 0 EOF`,
      '2: FLOCK  ADVISORY  WRITE 12 fe:00:1 0 EOF',
    ].join('\n');
    expect(lockHolders(lock, () => procLocks)).toEqual([6921]);
  });
});
