// The provider's signing keys (ES256) and cookie keys, made at first start and kept in the data folder, so
// tokens and sessions survive a restart.
import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { join } from 'node:path';
import { readTextIfExistsSync, writeFileAtomicSync } from './files.ts';

export interface SigningJwk extends JsonWebKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export interface ProviderKeys {
  jwks: { keys: SigningJwk[] };
  cookieKeys: string[];
}

/** RFC 7638 thumbprint: a kid that names the key itself. */
function thumbprint(jwk: { crv: string; kty: string; x: string; y: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

function createSigningKey(): SigningJwk {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const { x, y, d } = jwk;
  if (x === undefined || y === undefined || d === undefined)
    throw new Error('EC key export lacks x, y or d.');
  return {
    kty: 'EC',
    crv: 'P-256',
    x,
    y,
    d,
    kid: thumbprint({ crv: 'P-256', kty: 'EC', x, y }),
    alg: 'ES256',
    use: 'sig',
  };
}

function isProviderKeys(value: unknown): value is ProviderKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { jwks, cookieKeys } = value as Partial<ProviderKeys>;
  return (
    Array.isArray(jwks?.keys) &&
    jwks.keys.length > 0 &&
    (jwks.keys as unknown[]).every((key) => {
      const { kty, d, kid } = key as Record<string, unknown>;
      return kty === 'EC' && typeof d === 'string' && typeof kid === 'string';
    }) &&
    Array.isArray(cookieKeys) &&
    cookieKeys.length > 0 &&
    cookieKeys.every((key) => typeof key === 'string' && key.length >= 32)
  );
}

/** Loads `<dataDir>/keys.json`, creating it at first start. The newest keys come first. */
export function ensureKeys(dataDir: string): ProviderKeys {
  const path = join(dataDir, 'keys.json');
  const stored = readTextIfExistsSync(path);
  if (stored !== undefined) {
    const parsed: unknown = JSON.parse(stored);
    if (!isProviderKeys(parsed)) {
      throw new Error(`${path} is not a key file this provider wrote. Move it away to start with new keys.`);
    }
    return parsed;
  }
  const keys: ProviderKeys = {
    jwks: { keys: [createSigningKey()] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  writeFileAtomicSync(path, `${JSON.stringify(keys, null, 2)}\n`, 0o600);
  return keys;
}
