// Waiting for Debian's package manager: a fresh machine may still be running its own apt when `npm test` starts,
// and apt-get then fails at once on /var/lib/dpkg/lock-frontend. This module only reads the kernel's list of
// locks (/proc/locks), so it needs nothing but Node's standard library and sees both kinds of lock: the fcntl
// (POSIX) locks apt and dpkg take, and flock(1)'s.
import { readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The locks apt-get install takes, in the order it takes them. */
export const DPKG_LOCKS = ['/var/lib/dpkg/lock-frontend', '/var/lib/dpkg/lock', '/var/lib/apt/lists/lock'];

/** How long the commands wait for another package manager to finish: apt's own DPkg::Lock::Timeout too. */
export const PACKAGE_LOCK_TIMEOUT_SECONDS = 600;

/** `/proc/locks`' name of a file: its device as major:minor in hex, and its inode. */
function lockId(path) {
  let stat;
  try {
    stat = statSync(path, { bigint: true });
  } catch {
    return undefined;
  }
  const dev = stat.dev;
  const major = ((dev >> 8n) & 0xfffn) | ((dev >> 32n) & ~0xfffn);
  const minor = (dev & 0xffn) | ((dev >> 12n) & ~0xffn);
  const hex = (n) => n.toString(16).padStart(2, '0');
  return `${hex(major)}:${hex(minor)}:${stat.ino.toString()}`;
}

/** The ids of the processes that hold a lock on `path` (none when it is free or does not exist). */
export function lockHolders(path, locks = () => readFileSync('/proc/locks', 'utf8')) {
  const id = lockId(path);
  if (id === undefined) return [];
  let text;
  try {
    text = locks();
  } catch {
    return [];
  }
  const holders = new Set();
  for (const line of text.split('\n')) {
    // "1: POSIX  ADVISORY  WRITE 6921 fe:00:4243607 0 EOF"; a waiter's line starts "1: -> POSIX …".
    const fields = line.trim().split(/\s+/);
    if (fields[1] === '->') continue;
    if (fields[5] === id) holders.add(Number(fields[4]));
  }
  return [...holders];
}

/**
 * Resolves once none of `paths` is locked, saying once (through `log`) that it waits and for whom; rejects after
 * `timeoutSeconds`. Resolves with how it went: `waited` false when every lock was free at once.
 */
export async function waitForPackageLocks(
  paths = DPKG_LOCKS,
  { timeoutSeconds = PACKAGE_LOCK_TIMEOUT_SECONDS, pollMs = 500, log = () => {} } = {},
) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let said = false;
  for (;;) {
    const held = paths
      .map((path) => ({ path, holders: lockHolders(path) }))
      .find(({ holders }) => holders.length > 0);
    if (!held) return { waited: said };
    if (!said) {
      log(
        `waiting for the package manager: ${held.path} is held by process ${held.holders.join(', ')} (up to ${Math.round(timeoutSeconds / 60)} minutes)`,
      );
      said = true;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${held.path} was still held by process ${held.holders.join(', ')} after ${timeoutSeconds} s`,
      );
    }
    await sleep(pollMs);
  }
}
