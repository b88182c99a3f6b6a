import { X509Certificate } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureKeys } from '../src/keys.ts';
import { hashPassword, verifyPassword } from '../src/password.ts';
import { FileStore } from '../src/store.ts';
import { ensureTls } from '../src/tls.ts';
import { makeDataDir } from './helpers.ts';

let dataDir: Awaited<ReturnType<typeof makeDataDir>>;

beforeEach(async () => {
  dataDir = await makeDataDir();
});

afterEach(async () => {
  await dataDir.remove();
});

describe('the file store behind sessions and tokens', () => {
  it('finds what it stored, across store instances, until it expires', async () => {
    const store = new FileStore(join(dataDir.path, 'store'), 0);
    await store.adapter('Session').upsert('s1', { uid: 'u1', accountId: 'demo-ahkow' }, 60);
    await store.adapter('Interaction').upsert('i1', { uid: 'i1' }, -1);

    const reopened = new FileStore(join(dataDir.path, 'store'), 0);
    expect(await reopened.adapter('Session').find('s1')).toMatchObject({ accountId: 'demo-ahkow' });
    expect(await reopened.adapter('Session').findByUid('u1')).toMatchObject({ uid: 'u1' });
    expect(await reopened.adapter('Interaction').find('i1')).toBeUndefined();
    expect(await reopened.sweep()).toBe(0); // the read above already removed the expired interaction
  });

  it('names files by a hash, so token values do not appear in file names', async () => {
    const store = new FileStore(join(dataDir.path, 'store'));
    await store.adapter('RefreshToken').upsert('secret-token-value', { grantId: 'g1' }, 60);
    const files = await readdir(join(dataDir.path, 'store', 'RefreshToken'));
    expect(files).toHaveLength(1);
    expect(files[0]).not.toContain('secret-token-value');
    expect((await stat(join(dataDir.path, 'store', 'RefreshToken', files[0] ?? ''))).mode & 0o077).toBe(0);
  });

  it('marks a code consumed and revokes every token of a grant', async () => {
    const store = new FileStore(join(dataDir.path, 'store'));
    const codes = store.adapter('AuthorizationCode');
    const refreshTokens = store.adapter('RefreshToken');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await refreshTokens.upsert('r1', { grantId: 'g1' }, 600);
    await refreshTokens.upsert('r2', { grantId: 'g2' }, 600);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));

    await refreshTokens.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(await refreshTokens.find('r2')).toBeDefined();
  });

  it('survives concurrent writes to one item', async () => {
    const store = new FileStore(join(dataDir.path, 'store'));
    const grants = store.adapter('Grant');
    await Promise.all(Array.from({ length: 20 }, (_, n) => grants.upsert('g', { accountId: `a${n}` }, 60)));
    expect((await grants.find('g'))?.accountId).toMatch(/^a\d+$/);
    expect((await readdir(join(dataDir.path, 'store', 'Grant'))).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
  });
});

describe('keys and certificates', () => {
  it('creates ES256 signing keys and cookie keys once, then reuses them', async () => {
    const first = ensureKeys(dataDir.path);
    const second = ensureKeys(dataDir.path);
    expect(second).toEqual(first);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect((await stat(join(dataDir.path, 'keys.json'))).mode & 0o077).toBe(0);
  });

  it('makes a CA and a server certificate for 127.0.0.1 and localhost, and keeps them', async () => {
    const first = await ensureTls(dataDir.path, ['127.0.0.1']);
    const server = new X509Certificate(first.cert);
    const ca = new X509Certificate(first.ca);
    expect(server.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(server.checkHost('localhost')).toBe('localhost');
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(ca.ca).toBe(true);
    expect(await readFile(first.caPath, 'utf8')).toBe(first.ca);

    const second = await ensureTls(dataDir.path, ['127.0.0.1']);
    expect(second.cert).toBe(first.cert);

    // A new host name renews the server certificate under the same CA.
    const third = await ensureTls(dataDir.path, ['identity.careportal.test']);
    expect(third.ca).toBe(first.ca);
    expect(new X509Certificate(third.cert).checkHost('identity.careportal.test')).toBe(
      'identity.careportal.test',
    );
  });
});

describe('password hashes', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('CarePortal#2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('CarePortal#2026', hash)).toBe(true);
    expect(await verifyPassword('careportal#2026', hash)).toBe(false);
    expect(await verifyPassword('CarePortal#2026', 'not-a-hash')).toBe(false);
  });
});
