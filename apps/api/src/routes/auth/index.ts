/**
 * POST auth/validate: associates the signed-in identity with its client account (seed 000 section 8).
 *
 * The account is found by the token's subject, else (first sign-in) by its verified email address; there is no
 * self-signup, so an identity that matches no client account gets 1005 and signs up first. Codes, in both
 * `statusCode` and `data.statusCode`:
 *
 * - 1000 (200): the association exists or was just created.
 * - 1001 (200): associated, and the token expires within a minute: get a new one before carrying on.
 * - 1003 (400): the token has expired (the auth hook).
 * - 1005 (403): no client account for this identity.
 * - 1006 (403): the account is associated with another sign-in identity.
 * - 1007 (500): the association could not be saved.
 * - 1009 (401): the sign-in is older than the maximum session length (API_MAX_SESSION_HOURS).
 *
 * GET auth/session: who is signed in, with their choice of senior mode, and whom they act for (the `view-as`
 * header).
 */
import {
  AUTH_STATUS,
  DISPLAY_MODES,
  isDisplayMode,
  isLocale,
  LOCALES,
  messages,
  type ErrorCode,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Customer } from '../../repositories/customers.ts';

/** A token this close to its expiry gets 1001: renew it now rather than fail on the next call. */
export const TOKEN_RENEW_WINDOW_SECONDS = 60;

const validateData = z.object({
  statusCode: z.number().int(),
  association: z.enum(['created', 'existing']),
  customerId: z.string(),
  name: z.string(),
  email: z.string(),
  referralCode: z.string(),
  profileLinkingStatus: z.string(),
});

const sessionData = z.object({
  customer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    referralCode: z.string(),
    profileLinkingStatus: z.string(),
    customerType: z.string(),
    paymentSegment: z.string(),
    /** The service category, e.g. 'Active Ageing' (the portal's Finance menu), or null. */
    categoryName: z.string().nullable(),
    /**
     * Senior mode or not, as the customer last chose it on any device (PUT profile/display-mode); null until they
     * first choose.
     */
    displayMode: z.enum(DISPLAY_MODES).nullable(),
    /** The customer's language, as they last chose it on any device (PUT profile/language); null until they choose. */
    language: z.enum(LOCALES).nullable(),
  }),
  actingFor: z.object({ kind: z.enum(['self', 'lovedOne']), id: z.string(), name: z.string() }),
});

function authFailure(httpCode: number, statusCode: number, errorCode: ErrorCode, message: string): ApiError {
  return new ApiError({ httpCode, statusCode, errorCode, message });
}

const routes: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'auth', viewAs: true });

  app.post(
    '/validate',
    {
      onRequest: app.authenticateToken,
      schema: {
        summary: 'Associate the signed-in identity with its client account',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(validateData), ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw new Error('authenticateToken did not run');
      const { subject, claims } = auth;
      const now = app.clock();

      if (typeof claims.auth_time === 'number') {
        const ageHours = (now.getTime() / 1000 - claims.auth_time) / 3600;
        if (ageHours > app.config.maxSessionHours) {
          throw authFailure(
            401,
            AUTH_STATUS.loginSessionExpired,
            'LOGIN_SESSION_EXPIRED',
            messages.auth.loginSessionExpired,
          );
        }
      }

      let customer: Customer | undefined = await app.repos.customers.findBySubject(subject);
      let association: 'created' | 'existing' = 'existing';
      if (!customer) {
        const email = typeof claims.email === 'string' ? claims.email : undefined;
        // Only a verified address may claim an account; otherwise anyone could sign up as someone else.
        const byEmail =
          email && claims.email_verified === true ? await app.repos.customers.findByEmail(email) : undefined;
        if (!byEmail) {
          throw authFailure(
            403,
            AUTH_STATUS.clientAccountMissing,
            'CLIENT_ACCOUNT_MISSING',
            messages.auth.clientAccountMissing,
          );
        }
        if (byEmail.identitySubject !== null) {
          request.log.warn(
            { customerId: byEmail.id },
            'client account already associated with another identity',
          );
          throw authFailure(
            403,
            AUTH_STATUS.reLogin,
            'ASSOCIATED_WITH_ANOTHER_IDENTITY',
            messages.auth.reLogin,
          );
        }
        try {
          customer = await app.repos.customers.associateSubject(byEmail.id, subject, now);
        } catch (error) {
          request.log.error({ err: error }, 'saving the association failed');
          throw authFailure(
            500,
            AUTH_STATUS.createAccountFailed,
            'ASSOCIATION_FAILED',
            messages.auth.createAccountFailed,
          );
        }
        if (!customer) {
          throw authFailure(
            403,
            AUTH_STATUS.reLogin,
            'ASSOCIATED_WITH_ANOTHER_IDENTITY',
            messages.auth.reLogin,
          );
        }
        association = 'created';
      }

      const secondsLeft = (typeof claims.exp === 'number' ? claims.exp : 0) - now.getTime() / 1000;
      const statusCode =
        secondsLeft <= TOKEN_RENEW_WINDOW_SECONDS ? AUTH_STATUS.tokenRenewed : AUTH_STATUS.associated;
      return ok(
        {
          statusCode,
          association,
          customerId: customer.id,
          name: customer.name,
          email: customer.email,
          referralCode: customer.referralCode,
          profileLinkingStatus: customer.profileLinkingStatus,
        },
        {
          statusCode,
          message: association === 'created' ? 'Association created' : 'Association exists',
        },
      );
    },
  );

  app.get(
    '/session',
    authenticated({
      summary: 'The signed-in customer, and whom they act for (view-as header)',
      response: { 200: envelopeSchema(sessionData) },
    }),
    async (request, reply) => {
      const customer = request.auth?.customer;
      if (!customer) throw new Error('authenticate did not run');
      const viewAs = request.auth?.viewAs;
      const categoryName = await app.repos.customers.categoryName(customer);
      const body = ok({
        customer: {
          id: customer.id,
          name: customer.name,
          email: customer.email,
          referralCode: customer.referralCode,
          profileLinkingStatus: customer.profileLinkingStatus,
          customerType: customer.customerType,
          paymentSegment: customer.paymentSegment,
          categoryName,
          displayMode: isDisplayMode(customer.displayMode) ? customer.displayMode : null,
          language: isLocale(customer.language) ? customer.language : null,
        },
        actingFor: viewAs
          ? { kind: 'lovedOne' as const, id: viewAs.id, name: viewAs.name }
          : { kind: 'self' as const, id: customer.id, name: customer.name },
      });
      void reply.send(body);
    },
  );
  done();
};

export default routes;
