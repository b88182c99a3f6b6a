/**
 * egiro: eGIRO direct-debit arrangements (docs/payments-api.md, "eGIRO"). The bank decides: an application is
 * PENDING until the applicant's bank approves it (ACTIVE) or rejects it (REJECTED); a cancellation leaves it ACTIVE
 * until the bank approves the cancellation (CANCELLED). Each decision is read from the bank (adapters/bank) when
 * the arrangement is read, recorded once, and mailed once to the account's email in its language (the sandbox
 * outbox locally).
 *
 * - GET egiro/bank-list: the participating banks (public: the landing page shows them to visitors).
 * - GET egiro/generateDDARefNo?nric: a new DDA reference number for an application.
 * - POST egiro/create {applicantBankCode, ddaRefNo, nric | lovedOneId, relationship} (domain
 *   egiroCreateRequestSchema): 201 with the arrangement and the bank's page to send the browser to. `nric` names
 *   the account itself or one of its loved ones by ID number (else 404 'We don't have an existing client attached
 *   to this NRIC you've provided.'); `lovedOneId` one of its loved ones (404 otherwise). A DDA reference number used
 *   before: 409. An arrangement of the same person with the same bank that is ACTIVE or PENDING: 409
 *   EGIRO_ARRANGEMENT_EXISTS, with the catalogue's words (use it, or cancel it first).
 * - GET egiro/history: the account's arrangements, newest first.
 * - GET egiro/retrieve?ddaReferenceNo and GET egiro/status?ddaReferenceNo: one arrangement (the latest when no
 *   reference is given), whole or its status.
 * - POST egiro/cancel {boDDARefNo, boTransactionRefNo}: asks the bank to cancel an ACTIVE arrangement (400
 *   otherwise).
 * Another customer's arrangement is 404.
 */
import { randomBytes } from 'node:crypto';

import {
  EGIRO_BANKS,
  egiroCancelRequestSchema,
  egiroCreateRequestSchema,
  formatMessage,
  messages,
  singaporeIsoDate,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import {
  arrangementSchema,
  arrangementView,
  nextDeductionDate,
  refreshArrangement,
  type EgiroRecipient,
} from '../../lib/egiro.ts';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { LOVED_ONE_NOT_FOUND, ownedLovedOne, signedIn } from '../../lib/owners.ts';
import { gatewayUnavailable } from '../../lib/payments.ts';
import { strictQuery } from '../../plugins/app/errors.ts';
import type { EgiroRow } from '../../repositories/egiro.ts';

const ARRANGEMENT_NOT_FOUND = messages.egiro.arrangementNotFound;

// The next deduction date (lib/egiro.ts), as the tests have read it from here.
export { nextDeductionDate };

const ddaQuery = strictQuery({
  ddaReferenceNo: z
    .string()
    .regex(/^[A-Za-z0-9]{1,32}$/, { error: 'ddaReferenceNo is not valid' })
    .optional()
    .describe("The arrangement's DDA reference number; the account's latest arrangement when absent"),
});

function idTypeOf(nationalId: string): string {
  return /^[FGM]/i.test(nationalId) ? 'FIN' : 'NRIC';
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'egiro' });
  const bank = app.adapters.bank;

  const view = (row: EgiroRow) => arrangementView(row, app.clock());
  const refreshed = (row: EgiroRow, to: EgiroRecipient) => refreshArrangement(app, row, to);

  app.get(
    '/bank-list',
    {
      schema: {
        tags: ['egiro'],
        summary: 'The banks that take part in eGIRO (public: the landing page shows them to visitors)',
        response: {
          200: envelopeSchema(z.array(z.object({ code: z.string(), name: z.string() }))),
          ...errorResponses,
        },
      },
    },
    () => ok(EGIRO_BANKS.map((b) => ({ code: b.code, name: b.name }))),
  );

  app.get(
    '/generateDDARefNo',
    authenticated({
      summary: 'A new DDA reference number for an application',
      querystring: strictQuery({
        nric: z
          .string()
          .regex(/^[A-Za-z0-9]{1,20}$/, { error: messages.validation.invalidValue })
          .optional(),
      }),
      response: { 200: envelopeSchema(z.object({ ddaRefNo: z.string() })) },
    }),
    async () => {
      const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      for (;;) {
        const suffix = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
        const ddaRefNo = `DDA${singaporeIsoDate(app.clock()).replace(/-/g, '')}${suffix}`;
        if (!(await app.repos.egiro.ddaReferenceUsed(ddaRefNo))) return ok({ ddaRefNo });
      }
    },
  );

  app.post(
    '/create',
    authenticated({
      summary: "Applies for an eGIRO arrangement with the applicant's bank",
      body: egiroCreateRequestSchema,
      response: {
        201: envelopeSchema(z.object({ arrangement: arrangementSchema, redirectUrl: z.string() })),
        409: errorEnvelopeSchema,
      },
    }),
    async (request, reply) => {
      const { customer } = signedIn(request);
      const body = request.body;
      let person: { lovedOneId: string | null; name: string };
      if (body.lovedOneId) {
        if (!z.guid().safeParse(body.lovedOneId).success) throw notFound(LOVED_ONE_NOT_FOUND);
        await ownedLovedOne(request, body.lovedOneId);
        const lovedOne = await app.repos.customers.findOwnedLovedOne(customer.id, body.lovedOneId);
        if (!lovedOne) throw notFound(LOVED_ONE_NOT_FOUND);
        person = { lovedOneId: lovedOne.id, name: lovedOne.name };
      } else {
        const nric = (body.nric ?? '').trim().toUpperCase();
        if (customer.nationalId?.toUpperCase() === nric) {
          person = { lovedOneId: null, name: customer.name };
        } else {
          const lovedOne = await app.repos.egiro.lovedOneByNationalId(customer.id, nric);
          if (!lovedOne) {
            throw notFound(formatMessage(messages.egiro.noExistingClient, { idType: idTypeOf(nric) }));
          }
          person = { lovedOneId: lovedOne.id, name: lovedOne.name };
        }
      }
      if (await app.repos.egiro.ddaReferenceUsed(body.ddaRefNo)) throw ddaUsed();
      // One arrangement per person and bank at a time: a second would debit the same account twice. Each one's
      // status is read from the bank first, so one just rejected or cancelled does not count.
      for (const row of await app.repos.egiro.listOwned(customer.id)) {
        if (row.lovedOneId !== person.lovedOneId || row.bankCode !== body.applicantBankCode) continue;
        const current = await refreshed(row, customer);
        if (current.status === 'PENDING' || current.status === 'ACTIVE') {
          throw new ApiError({
            httpCode: 409,
            errorCode: 'EGIRO_ARRANGEMENT_EXISTS',
            message: formatMessage(messages.egiro.arrangementExists, {
              name: person.name,
              bank:
                EGIRO_BANKS.find((each) => each.code === body.applicantBankCode)?.name ??
                body.applicantBankCode,
            }),
          });
        }
      }
      const now = app.clock();
      const mandate = await bank
        .requestMandate({
          ddaReferenceNo: body.ddaRefNo,
          bankCode: body.applicantBankCode,
          clientName: person.name,
          returnUrl: `${app.config.portalOrigin}/egiro`,
          now,
        })
        .catch((error: unknown) => {
          throw gatewayUnavailable(error);
        });
      const row = await app.repos.egiro.create({
        customerId: customer.id,
        lovedOneId: person.lovedOneId,
        clientName: person.name,
        relationship: body.relationship,
        bankCode: body.applicantBankCode,
        ddaReferenceNo: body.ddaRefNo,
        boTransactionRefNo: mandate.boTransactionRefNo,
        status: 'PENDING',
        createdAt: now,
      });
      if (!row) throw ddaUsed();
      return reply
        .code(201)
        .send(ok({ arrangement: view(row), redirectUrl: mandate.redirectUrl }, { httpCode: 201 }));
    },
  );

  app.get(
    '/history',
    authenticated({
      summary: "The account's eGIRO arrangements, newest first",
      response: { 200: envelopeSchema(z.array(arrangementSchema)), 409: errorEnvelopeSchema },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const rows = await app.repos.egiro.listOwned(customer.id);
      const current = [];
      for (const row of rows) current.push(view(await refreshed(row, customer)));
      return ok(current);
    },
  );

  async function owned(
    customerId: string,
    to: EgiroRecipient,
    ddaReferenceNo: string | undefined,
  ): Promise<EgiroRow> {
    const row =
      ddaReferenceNo === undefined
        ? (await app.repos.egiro.listOwned(customerId))[0]
        : await app.repos.egiro.findOwned(customerId, { ddaReferenceNo });
    if (!row) throw notFound(ARRANGEMENT_NOT_FOUND);
    return refreshed(row, to);
  }

  app.get(
    '/retrieve',
    authenticated({
      summary: 'One eGIRO arrangement',
      querystring: ddaQuery,
      response: { 200: envelopeSchema(arrangementSchema), 409: errorEnvelopeSchema },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      return ok(view(await owned(customer.id, customer, request.query.ddaReferenceNo)));
    },
  );

  app.get(
    '/status',
    authenticated({
      summary: "An eGIRO arrangement's status",
      querystring: ddaQuery,
      response: {
        200: envelopeSchema(
          arrangementSchema.pick({
            ddaReferenceNo: true,
            boTransactionRefNo: true,
            status: true,
            cancellationRequested: true,
          }),
        ),
        409: errorEnvelopeSchema,
      },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const row = view(await owned(customer.id, customer, request.query.ddaReferenceNo));
      return ok({
        ddaReferenceNo: row.ddaReferenceNo,
        boTransactionRefNo: row.boTransactionRefNo,
        status: row.status,
        cancellationRequested: row.cancellationRequested,
      });
    },
  );

  app.post(
    '/cancel',
    authenticated({
      summary: 'Asks the bank to cancel an active eGIRO arrangement',
      body: egiroCancelRequestSchema.extend({
        boDDARefNo: z.string().regex(/^[A-Za-z0-9]{1,32}$/, { error: 'boDDARefNo is not valid' }),
        boTransactionRefNo: z
          .string()
          .regex(/^[A-Za-z0-9]{1,64}$/, { error: 'boTransactionRefNo is not valid' }),
      }),
      response: { 200: envelopeSchema(arrangementSchema), 409: errorEnvelopeSchema },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const found = await app.repos.egiro.findOwned(customer.id, {
        ddaReferenceNo: request.body.boDDARefNo,
        boTransactionRefNo: request.body.boTransactionRefNo,
      });
      if (!found) throw notFound(ARRANGEMENT_NOT_FOUND);
      const row = await refreshed(found, customer);
      if (row.status !== 'ACTIVE') {
        throw new ApiError({
          httpCode: 400,
          errorCode: 'EGIRO_NOT_ACTIVE',
          message: 'Only an active eGIRO arrangement can be cancelled.',
        });
      }
      if (row.cancellationRequestedAt === null) {
        const { cancellationRefNo } = await bank
          .requestCancellation({
            boDDARefNo: row.ddaReferenceNo,
            boTransactionRefNo: row.boTransactionRefNo,
            now: app.clock(),
          })
          .catch((error: unknown) => {
            throw gatewayUnavailable(error);
          });
        await app.repos.egiro.requestCancellation(row.id, cancellationRefNo, app.clock());
      }
      return ok(view((await app.repos.egiro.get(row.id)) ?? row));
    },
  );
  done();
};

function ddaUsed(): ApiError {
  return new ApiError({
    httpCode: 409,
    errorCode: 'DDA_REFERENCE_USED',
    message: 'This DDA reference number has already been used. Please apply again.',
  });
}

export default plugin;
