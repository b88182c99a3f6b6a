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

/**
 * What a new password must be, the rules of Azure AD B2C's strong passwords, so that the FAQ holds whichever
 * provider signs people in: 8 to 64 characters, with at least 3 of the 4 kinds of character.
 */
export const PASSWORD_RULES = { minLength: 8, maxLength: 64, minKinds: 3 } as const;

/** The rules in words, shown above the new-password field. */
export const PASSWORD_RULES_TEXT =
  'Use 8 to 64 characters, with at least 3 of these 4: small letters, capital letters, numbers and symbols.';

const KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u] as const;

/** Why `password` may not be a new password, or undefined when it may. */
export function passwordProblem(password: string): 'tooShort' | 'tooLong' | 'tooSimple' | undefined {
  // Code points, as B2C counts them; an emoji may count as more than one character, which only errs long.
  const length = Array.from(password).length;
  if (length < PASSWORD_RULES.minLength) return 'tooShort';
  if (length > PASSWORD_RULES.maxLength) return 'tooLong';
  const kinds = KINDS.filter((kind) => kind.test(password)).length;
  return kinds < PASSWORD_RULES.minKinds ? 'tooSimple' : undefined;
}
