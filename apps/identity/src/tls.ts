// A local certificate authority and a server certificate it signs, made at first start and kept in the data
// folder. MSAL refuses http authorities, so even on one machine the provider speaks https. Other processes trust
// the provider through the CA file (NODE_EXTRA_CA_CERTS for Node clients such as the API).
import 'reflect-metadata'; // @peculiar/x509's dependency injection needs the Reflect polyfill loaded first.
import * as x509 from '@peculiar/x509';
import { createPrivateKey, KeyObject, randomBytes, webcrypto, X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { readTextIfExistsSync, writeFileAtomicSync } from './files.ts';

x509.cryptoProvider.set(webcrypto);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 24 * 60 * 60 * 1000;
const CA_LIFETIME_DAYS = 3650;
const SERVER_LIFETIME_DAYS = 397; // the longest browsers accept for a server certificate
const RENEW_BEFORE_DAYS = 30;

export interface TlsMaterial {
  key: string;
  /** The server certificate followed by the CA, as a chain. */
  cert: string;
  /** The CA certificate, to trust in clients. */
  ca: string;
  caPath: string;
}

interface KeyPair {
  privateKey: webcrypto.CryptoKey;
  publicKey: webcrypto.CryptoKey;
}

async function generateKeyPair(): Promise<KeyPair> {
  return webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
}

function privateKeyPem(key: webcrypto.CryptoKey): string {
  return KeyObject.from(key).export({ type: 'pkcs8', format: 'pem' }).toString();
}

function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f; // positive
  return bytes.toString('hex');
}

interface Pair {
  cert: string;
  key: string;
}

function readPair(certPath: string, keyPath: string): Pair | undefined {
  const cert = readTextIfExistsSync(certPath);
  const key = readTextIfExistsSync(keyPath);
  return cert === undefined || key === undefined ? undefined : { cert, key };
}

function writePair(certPath: string, keyPath: string, pair: Pair): void {
  writeFileAtomicSync(keyPath, pair.key, 0o600);
  writeFileAtomicSync(certPath, pair.cert, 0o644);
}

function usable(pem: string, now: Date): boolean {
  try {
    return new Date(new X509Certificate(pem).validTo).getTime() - now.getTime() > RENEW_BEFORE_DAYS * DAY;
  } catch {
    return false;
  }
}

function covers(pem: string, hostnames: readonly string[]): boolean {
  const cert = new X509Certificate(pem);
  return hostnames.every((name) =>
    isIP(name) ? cert.checkIP(name) !== undefined : cert.checkHost(name) !== undefined,
  );
}

function issuedBy(pem: string, caPem: string): boolean {
  try {
    return new X509Certificate(pem).verify(new X509Certificate(caPem).publicKey);
  } catch {
    return false;
  }
}

async function createCa(now: Date): Promise<Pair> {
  const keys = await generateKeyPair();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: 'CN=careportal local identity CA, O=careportal (development)',
    notBefore: new Date(now.getTime() - DAY),
    notAfter: new Date(now.getTime() + CA_LIFETIME_DAYS * DAY),
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { cert: cert.toString('pem'), key: privateKeyPem(keys.privateKey) };
}

async function createServerCertificate(ca: Pair, hostnames: readonly string[], now: Date): Promise<Pair> {
  const keys = await generateKeyPair();
  const caCert = new x509.X509Certificate(ca.cert);
  const caKey = createPrivateKey(ca.key).toCryptoKey(ALGORITHM, false, ['sign']);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: 'CN=careportal identity (127.0.0.1)',
    issuer: caCert.subject,
    notBefore: new Date(now.getTime() - DAY),
    notAfter: new Date(now.getTime() + SERVER_LIFETIME_DAYS * DAY),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: caKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(
        hostnames.map((value) => ({ type: isIP(value) ? 'ip' : 'dns', value })),
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caCert),
    ],
  });
  return { cert: cert.toString('pem'), key: privateKeyPem(keys.privateKey) };
}

/**
 * Loads the CA and server certificate from `<dataDir>/tls/`, creating them at first start and renewing the
 * server certificate when it nears expiry or does not name every host in `hostnames`.
 */
export async function ensureTls(dataDir: string, hostnames: readonly string[]): Promise<TlsMaterial> {
  const dir = join(dataDir, 'tls');
  const paths = {
    caCert: join(dir, 'ca.pem'),
    caKey: join(dir, 'ca-key.pem'),
    cert: join(dir, 'server.pem'),
    key: join(dir, 'server-key.pem'),
  };
  const now = new Date();
  const names = [...new Set(['localhost', '127.0.0.1', '::1', ...hostnames])];

  const storedCa = readPair(paths.caCert, paths.caKey);
  let ca: Pair;
  if (storedCa !== undefined && usable(storedCa.cert, now)) {
    ca = storedCa;
  } else {
    ca = await createCa(now);
    writePair(paths.caCert, paths.caKey, ca);
  }

  const storedServer = readPair(paths.cert, paths.key);
  let server: Pair;
  if (
    storedServer !== undefined &&
    usable(storedServer.cert, now) &&
    covers(storedServer.cert, names) &&
    issuedBy(storedServer.cert, ca.cert)
  ) {
    server = storedServer;
  } else {
    server = await createServerCertificate(ca, names, now);
    writePair(paths.cert, paths.key, server);
  }

  return {
    key: server.key,
    cert: `${server.cert.trim()}\n${ca.cert.trim()}\n`,
    ca: ca.cert,
    caPath: paths.caCert,
  };
}
