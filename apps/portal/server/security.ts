/**
 * The portal's security headers: the Content-Security-Policy and the helmet options built from the origins the
 * portal talks to, the Permissions-Policy, and the headers sent only over https.
 */
import { createHash } from 'node:crypto';

import type { FastifyHelmetOptions } from '@fastify/helmet';

/** The origins the portal's pages talk to. */
export interface PolicyOrigins {
  /** The careportal API (fetches, and profile pictures as images). */
  apiUrl: string;
  /** The OpenID Connect provider: discovery and token fetches, the silent-renewal iframe, sign-out forms. */
  identityUrl: string;
  /** More origins the pages may fetch from (a second sign-in host, monitoring). */
  connectSrc?: readonly string[] | undefined;
}

/** CSP directives by name, every source already quoted as the header needs it. */
export type Directives = Record<string, string[]>;

/** One year: what browsers and the HSTS preload list expect. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the portal never uses, turned off for it and anything it frames. Only names Chromium knows:
 * an unknown one (bluetooth, interest-cohort, ambient-light-sensor) logs an error in every page's console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The two <style> elements react-aria adds at run time, byte for byte: usePress's, on the first pressable
 * element of every page, and usePreventScroll's, while a modal is open on iOS. The policy allows exactly these
 * by their SHA-256, so style-src needs no 'unsafe-inline'. A react-aria upgrade that changes them shows as a
 * style-src-elem violation in the console; take the new text from react-aria's dist/private sources.
 */
export const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/** A CSP hash source for the text of an inline element. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

/** The origin of `value` as a CSP source (`https://api.example.sg`); throws naming `name` when it is not one. */
export function sourceOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://api.example.sg, not "${value}".`);
  }
  if (!SCHEMES.has(url.protocol)) {
    throw new Error(`${name} must be an http(s) or ws(s) URL, not "${value}".`);
  }
  return url.origin;
}

/**
 * The portal's CSP. Scripts and styles come only from its own origin: Vite emits every script as a file and
 * vanilla-extract every style as a CSS file, and React sets `style` props through the CSSOM, which style-src
 * does not govern; the only inline styles are react-aria's two, allowed by hash. frame-src names the portal itself as well as the provider, because MSAL's hidden renewal
 * iframe is redirected from the provider back to the portal's /blank.html, and CSP checks every redirect.
 */
export function contentSecurityPolicy(
  origins: PolicyOrigins,
  { frameAncestors = "'none'" }: { frameAncestors?: "'none'" | "'self'" } = {},
): Directives {
  const api = sourceOrigin(origins.apiUrl, 'apiUrl');
  const identity = sourceOrigin(origins.identityUrl, 'identityUrl');
  const extra = (origins.connectSrc ?? []).map((value) => sourceOrigin(value, 'connectSrc'));
  const sources = (...values: string[]) => [...new Set(values)];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...REACT_ARIA_STYLES.map(hashSource)],
    'img-src': sources("'self'", 'data:', 'blob:', api),
    'font-src': ["'self'", 'data:'],
    'connect-src': sources("'self'", api, identity, ...extra),
    'frame-src': sources("'self'", identity),
    'form-action': sources("'self'", identity),
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': [frameAncestors],
  };
}

/**
 * @fastify/helmet's options for the portal's pages, or with `framable` for /blank.html, which MSAL loads in a
 * hidden same-origin iframe. HSTS is off here: it is sent only when the request came over https.
 */
export function helmetOptions(origins: PolicyOrigins, { framable = false } = {}): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(origins, { frameAncestors: framable ? "'self'" : "'none'" }),
    },
    // MSAL signs in and out by redirecting the whole page, never through a popup, so the portal needs no
    // opener relationship with the provider's window.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Profile pictures come from the API without Cross-Origin-Resource-Policy; require-corp would block them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: framable ? 'sameorigin' : 'deny' },
    strictTransportSecurity: false,
  };
}
