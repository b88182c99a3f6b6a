/**
 * /sandbox/bank: the embedded bank's pages and its notification, standing in for the bank's
 * (adapters/bank/CONTRACT.md). Registered only while the sandbox bank is used and config.sandboxPages allows it.
 *
 * - POST /sandbox/bank/paynow/settle {billReferenceNumber, amount, bankReference?}: the payer's bank pays a bill
 *   (a banking app scanned the QR). The bank notifies the API, which reconciles by bill reference; the answer is
 *   the outcome: APPLIED (the order is paid), DUPLICATE (the same bankReference again), or REFUSED_… (unknown
 *   reference, another amount, after the QR's 15 minutes, the order already paid), which the bank refunds.
 *   `amount` is in dollars, as a banking app would send it.
 * - GET /sandbox/bank/paynow/{billReference}: the bank's payment page opened by POST payment/dbs-pay, with Pay and
 *   Cancel; Pay settles the bill as above, and both send the browser back to the portal.
 * - GET /sandbox/bank/egiro/{boTransactionRefNo}: the bank's page for an eGIRO application (POST egiro/create),
 *   with Approve and Reject; both send the browser back to the portal's /egiro. Left alone, the bank approves an
 *   application, or a cancellation, after EGIRO_SANDBOX_APPROVAL_SECONDS.
 */
import { formatMoney, messages } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { SandboxBank } from '../../adapters/index.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { dollarsToCents } from '../../lib/payments.ts';
import { acceptForms, escapeHtml, pageHeaders, sandboxPage } from './gateway.ts';

export interface SandboxBankRoutesOptions {
  bank: SandboxBank;
}

const plugin: FastifyPluginCallbackZod<SandboxBankRoutesOptions> = (app, options, done) => {
  const { bank } = options;
  const portal = app.config.portalOrigin;
  acceptForms(app);

  app.post(
    '/paynow/settle',
    {
      schema: {
        hide: true,
        body: z.strictObject({
          billReferenceNumber: z.string().regex(/^[A-Za-z0-9]{1,25}$/),
          amount: z.number().positive().max(1_000_000_000),
          bankReference: z
            .string()
            .regex(/^[A-Za-z0-9_-]{1,64}$/)
            .optional(),
        }),
      },
    },
    async (request) => {
      const amountCents = dollarsToCents(request.body.amount);
      if (amountCents === undefined) {
        throw new ApiError({
          httpCode: 400,
          errorCode: 'VALIDATION_FAILED',
          message: messages.payment.paymentNotValid,
        });
      }
      const { bankReference, outcome } = await bank.pay({
        billReference: request.body.billReferenceNumber,
        amountCents,
        bankReference: request.body.bankReference,
        now: app.clock(),
      });
      return { bankReference, outcome, refunded: outcome.startsWith('REFUSED') };
    },
  );

  const billParams = z.object({ billReference: z.string().regex(/^[A-Za-z0-9]{1,25}$/) });

  app.get(
    '/paynow/:billReference',
    { schema: { hide: true, params: billParams } },
    async (request, reply) => {
      const opened = await bank.request(request.params.billReference);
      if (!opened) throw notFound(messages.payment.paymentNotValid);
      return reply
        .headers(pageHeaders(portal))
        .send(
          sandboxPage(
            'Sandbox bank: PayNow',
            `<p>Pay <strong>${escapeHtml(formatMoney(opened.amountCents))}</strong> to ${escapeHtml(
              bank.payNow.merchantName,
            )}, bill reference ${escapeHtml(request.params.billReference)}.</p><p class="note">This is the sandbox bank. Pay settles the bill as the bank's notification would.</p><form method="post"><button type="submit" name="decision" value="pay">Pay</button><button type="submit" name="decision" value="cancel">Cancel</button></form>`,
          ),
        );
    },
  );

  app.post(
    '/paynow/:billReference',
    {
      schema: {
        hide: true,
        params: billParams,
        body: z.object({ decision: z.enum(['pay', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const opened = await bank.request(request.params.billReference);
      if (!opened) throw notFound(messages.payment.paymentNotValid);
      const back = new URL(opened.returnUrl);
      if (request.body.decision === 'pay') {
        const { outcome } = await bank.pay({
          billReference: request.params.billReference,
          amountCents: opened.amountCents,
          now: app.clock(),
        });
        back.searchParams.set('outcome', outcome);
      } else {
        back.searchParams.set('outcome', 'CANCELLED');
      }
      return reply.redirect(back.toString(), 303);
    },
  );
  const mandateParams = z.object({ reference: z.string().regex(/^E[GC][A-Z0-9]{1,40}$/) });

  app.get('/egiro/:reference', { schema: { hide: true, params: mandateParams } }, async (request, reply) => {
    const mandate = await bank.mandate(request.params.reference);
    if (mandate?.kind !== 'mandate') throw notFound('This eGIRO application was not found.');
    return reply
      .headers(pageHeaders(portal))
      .send(
        sandboxPage(
          'Sandbox bank: eGIRO authorisation',
          `<p>Authorise direct debits for ${escapeHtml(mandate.clientName)} to ${escapeHtml(
            bank.payNow.merchantName,
          )} (reference ${escapeHtml(request.params.reference)}).</p><p class="note">This is the sandbox bank. Left alone, it approves after a short delay.</p><form method="post"><button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="reject">Reject</button></form>`,
        ),
      );
  });

  app.post(
    '/egiro/:reference',
    {
      schema: {
        hide: true,
        params: mandateParams,
        body: z.object({ decision: z.enum(['approve', 'reject']) }),
      },
    },
    async (request, reply) => {
      const back = await bank.decideMandate(request.params.reference, request.body.decision, app.clock());
      if (back === undefined) throw notFound('This eGIRO application was not found.');
      return reply.redirect(back, 303);
    },
  );
  done();
};

export default plugin;
