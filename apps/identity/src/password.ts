import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const KEY_LENGTH = 64;
const COST = { N: 16_384, r: 8, p: 1 } as const;

function maxmem(N: number, r: number): number {
  return 128 * N * r * 2;
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, { ...COST, maxmem: maxmem(COST.N, COST.r) });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Checks a password against a hash from `hashPassword`, in constant time. Malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16) return false;
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    ...cost,
    maxmem: maxmem(cost.N, cost.r),
  });
  return timingSafeEqual(actual, expected);
}
