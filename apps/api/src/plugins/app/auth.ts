/**
 * Access-token checks for authenticated routes.
 *
 * Tokens are JWT access tokens (`typ: at+jwt`) from the identity provider, verified against its key set with
 * the configured issuer and audience. Failures answer with the status codes the portal's wrapper acts on
 * (domain AUTH_STATUS and wrapperErrorRule):
 *
 * | case                                              | HTTP | statusCode | message                        |
 * |---------------------------------------------------|------|------------|--------------------------------|
 * | no Authorization header                           | 401  | 1002       | 'Your token is expired'        |
 * | not a Bearer JWT, bad signature, unknown key      | 401  | 1002       | messages.auth.tokenInvalid     |
 * | wrong issuer, audience, typ, or not yet valid     | 401  | 1004       | messages.auth.tokenInvalid     |
 * | expired                                           | 400  | 1003       | messages.auth.tokenExpired     |
 *
 * Expired is HTTP 400, not 401, because that is the pair the portal's wrapper logs out on (seed 001 section 8:
 * '400 with statusCode 1003'); auth/validate answers it by refreshing the token and retrying.
 *
 * The `view-as` header lets a customer act for a loved one they own; anyone else gets 403, and so does everyone
 * while the remote configuration switches loved ones off (lib/loved-ones-feature.ts).
 *
 * A token that passed is remembered by its exact text for {@link VERIFIED_TOKEN_TRUST_MS}: the customer's next
 * requests skip the signature check, and expiry is applied to it on each of them (`verifiedTokens`).
 *
 * `authenticateOptional` opens a route to visitors too (the public catalogue reads): no Authorization header, no
 * sign-in; a header that is sent is checked exactly as above.
 */
import { AUTH_STATUS, messages } from '@careportal/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

import { ApiError } from '../../lib/errors.ts';
import { requireLovedOnes } from '../../lib/loved-ones-feature.ts';

export interface AuthPluginOptions {
  /** Where keys come from; the configured JWKS URL by default. Tests pass a local key set. */
  getKey?: JWTVerifyGetKey | undefined;
}

export const VIEW_AS_HEADER = 'view-as';

const ALGORITHMS = ['ES256', 'ES384', 'RS256', 'PS256', 'EdDSA'];
const CHALLENGE = 'Bearer realm="careportal"';

export const FORBIDDEN_VIEW_AS = messages.api.viewAsForbidden;

function tokenError(kind: 'missing' | 'invalid' | 'claims' | 'expired', cause?: unknown): ApiError {
  switch (kind) {
    case 'missing':
      return new ApiError({
        httpCode: 401,
        statusCode: AUTH_STATUS.tokenInvalid,
        errorCode: 'TOKEN_MISSING',
        message: messages.auth.tokenMissing,
        headers: { 'www-authenticate': CHALLENGE },
      });
    case 'invalid':
      return new ApiError({
        httpCode: 401,
        statusCode: AUTH_STATUS.tokenInvalid,
        errorCode: 'TOKEN_INVALID',
        message: messages.auth.tokenInvalid,
        headers: { 'www-authenticate': `${CHALLENGE}, error="invalid_token"` },
        cause,
      });
    case 'claims':
      return new ApiError({
        httpCode: 401,
        statusCode: AUTH_STATUS.tokenInvalidOther,
        errorCode: 'TOKEN_CLAIMS_INVALID',
        message: messages.auth.tokenInvalid,
        headers: { 'www-authenticate': `${CHALLENGE}, error="invalid_token"` },
        cause,
      });
    case 'expired':
      return new ApiError({
        httpCode: 400,
        statusCode: AUTH_STATUS.tokenExpired,
        errorCode: 'TOKEN_EXPIRED',
        message: messages.auth.tokenExpired,
        headers: { 'www-authenticate': `${CHALLENGE}, error="invalid_token", error_description="expired"` },
        cause,
      });
  }
}

/** How long a verified token is taken on trust before its signature is checked again. */
export const VERIFIED_TOKEN_TRUST_MS = 60_000;
/** At most this many verified tokens are remembered (the oldest is forgotten first). */
const VERIFIED_TOKEN_LIMIT = 10_000;

interface Verified {
  subject: string;
  claims: JWTPayload;
}

/**
 * Tokens whose signature and claims were checked in full, so that a signed-in customer's next requests skip the
 * signature check (an ES256 verification is the costliest step of a signed-in read). Only the exact token string
 * that passed is remembered: another token, however similar, is checked in full. A remembered token is still
 * refused once it has expired or before it is valid, by the app's clock, with the same answers as a full check
 * gives (it falls through to it); and it is checked in full again after {@link VERIFIED_TOKEN_TRUST_MS}, so a key
 * withdrawn from the provider's key set stops its tokens within that time.
 */
function verifiedTokens(now: () => number = () => performance.now()) {
  const entries = new Map<string, { verified: Verified; until: number }>();
  return {
    get(token: string, at: Date): Verified | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      const { exp, nbf } = entry.verified.claims;
      const seconds = at.getTime() / 1000;
      if (
        entry.until <= now() ||
        exp === undefined ||
        seconds >= exp ||
        (nbf !== undefined && seconds < nbf)
      ) {
        entries.delete(token);
        return undefined;
      }
      return entry.verified;
    },
    set(token: string, verified: Verified): void {
      if (entries.size >= VERIFIED_TOKEN_LIMIT) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(token, { verified, until: now() + VERIFIED_TOKEN_TRUST_MS });
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default fp<AuthPluginOptions>(
  (app, options, done) => {
    const { issuer, audience, jwksUri, tokenType } = app.config.identity;
    const getKey = options.getKey ?? createRemoteJWKSet(new URL(jwksUri));
    const verified = verifiedTokens();

    async function verify(request: FastifyRequest): Promise<{ subject: string; claims: JWTPayload }> {
      const header = request.headers.authorization;
      if (header === undefined || header.trim() === '') throw tokenError('missing');
      const match = /^Bearer\s+([A-Za-z0-9_\-.]+)$/i.exec(header.trim());
      if (!match?.[1]) throw tokenError('invalid');
      const token = match[1];
      const now = app.clock();
      const known = verified.get(token, now);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, getKey, {
          issuer,
          audience,
          ...(tokenType === undefined ? {} : { typ: tokenType }),
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
          currentDate: now,
        });
        const result = { subject: payload.sub ?? '', claims: payload };
        verified.set(token, result);
        return result;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw tokenError('expired', error);
        if (error instanceof errors.JWTClaimValidationFailed) throw tokenError('claims', error);
        if (
          error instanceof errors.JWSSignatureVerificationFailed ||
          error instanceof errors.JWSInvalid ||
          error instanceof errors.JWTInvalid ||
          error instanceof errors.JWKSNoMatchingKey ||
          error instanceof errors.JWKSMultipleMatchingKeys ||
          error instanceof errors.JOSEAlgNotAllowed ||
          error instanceof errors.JOSENotSupported
        ) {
          throw tokenError('invalid', error);
        }
        // The key set could not be fetched: our outage, not the caller's mistake.
        request.log.error({ err: error }, 'access token verification failed');
        throw new ApiError({
          httpCode: 503,
          errorCode: 'IDENTITY_UNAVAILABLE',
          message: messages.generic.somethingWentWrong,
          cause: error,
        });
      }
    }

    app.decorateRequest('auth', null);

    app.decorate('authenticateToken', async (request: FastifyRequest) => {
      const { subject, claims } = await verify(request);
      request.auth = { subject, claims, customer: undefined, viewAs: undefined };
    });

    const authenticate = async (request: FastifyRequest) => {
      const { subject, claims } = await verify(request);
      const customer = await app.repos.customers.findBySubject(subject);
      if (!customer) {
        // Signed in, but auth/validate has not associated a client account with this identity.
        throw new ApiError({
          httpCode: 403,
          statusCode: AUTH_STATUS.clientAccountMissing,
          errorCode: 'CLIENT_ACCOUNT_MISSING',
          message: messages.auth.clientAccountMissing,
        });
      }
      const viewAsHeader = request.headers[VIEW_AS_HEADER];
      const viewAsId = Array.isArray(viewAsHeader) ? viewAsHeader[0] : viewAsHeader;
      let viewAs;
      if (viewAsId !== undefined && viewAsId !== '' && viewAsId !== customer.id) {
        viewAs = UUID.test(viewAsId)
          ? await app.repos.customers.findOwnedLovedOne(customer.id, viewAsId)
          : undefined;
        if (!viewAs) {
          // The refused value is whatever the caller sent (an ID number, a name): only an id is worth logging.
          request.log.warn(
            { customerId: customer.id, viewAs: UUID.test(viewAsId) ? viewAsId : '[not an id]' },
            'view-as refused',
          );
          throw new ApiError({ httpCode: 403, errorCode: 'VIEW_AS_FORBIDDEN', message: FORBIDDEN_VIEW_AS });
        }
        // Acting for a loved one is part of the loved-one feature: 403 while the remote configuration has it off.
        await requireLovedOnes(request);
      }
      request.auth = { subject, claims, customer, viewAs };
    };
    app.decorate('authenticate', authenticate);

    // A visitor's request (no Authorization header) goes on unsigned; a token that is sent is checked in full,
    // so a bad or expired one is refused as on any signed-in route and the portal's wrapper acts on it.
    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      if (request.headers.authorization === undefined) return;
      await authenticate(request);
    });
    done();
  },
  { name: 'auth', dependencies: ['config', 'repositories'] },
);
