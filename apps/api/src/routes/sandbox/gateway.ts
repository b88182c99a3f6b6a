/**
 * /sandbox/gateway: the embedded card gateway's own pages and endpoint, standing in for the real gateway's
 * (adapters/payment/CONTRACT.md). Registered only while the sandbox gateway is used and config.sandboxPages
 * allows it (a loopback address by default). Nothing here is the careportal API: the portal calls it as it would
 * call the gateway's script, and sends the browser to its pages.
 *
 * - POST /sandbox/gateway/tokens {number, expiryMonth, expiryYear, cvc}: the hosted form's tokenisation, called
 *   from the browser. 201 {token}, or 400 with the refusal: a number that fails Luhn or length ('Your credit /
 *   debit card is not valid'), a CVC or expiry that cannot be ('Invalid Card'), an expiry in the past ('This card
 *   has expired').
 * - GET /sandbox/gateway/card-form?returnUrl=…: the same as a page; on success the browser goes back to
 *   returnUrl with `token=…` (returnUrl must be on the portal's origin).
 * - GET /sandbox/gateway/3ds/{challengeId}: the 3-D Secure challenge, with Approve and Decline; either sends the
 *   browser back to the portal's /cards/verification or /payment/verification.
 */
import { formatMoney, messages } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { SandboxPaymentGateway } from '../../adapters/index.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { declineError } from '../../lib/payments.ts';
import { strictQuery } from '../../plugins/app/errors.ts';

export interface SandboxGatewayRoutesOptions {
  gateway: SandboxPaymentGateway;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** A page of a sandbox: its own small style, forms that post to itself and go back to the portal. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    title,
  )}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}label{display:block;margin-top:1rem}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}button{font-size:1rem;padding:.75rem 1.25rem;margin:1rem .5rem 0 0;min-height:48px}.note{color:#555}.error{color:#b00020}</style></head><body><main><h1>${escapeHtml(
    title,
  )}</h1>${body}</main></body></html>`;
}

/** The headers of a sandbox page: its forms post to the API and then go back to the portal. */
export function pageHeaders(portalOrigin: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${portalOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    'cache-control': 'no-store',
  };
}

/** Reads an HTML form's body (application/x-www-form-urlencoded), only in the sandboxes' scope. */
export function acceptForms(app: Parameters<FastifyPluginCallbackZod>[0]): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

const tokenBody = z.object({
  number: z.string().max(40),
  expiryMonth: z.union([z.string().max(4), z.int()]),
  expiryYear: z.union([z.string().max(4), z.int()]),
  cvc: z.string().max(8),
});

const formBody = tokenBody.extend({ returnUrl: z.string().max(2048) });

const plugin: FastifyPluginCallbackZod<SandboxGatewayRoutesOptions> = (app, options, done) => {
  const { gateway } = options;
  const portal = app.config.portalOrigin;
  acceptForms(app);

  /** A return URL on the portal's origin, or a 400. */
  function portalUrl(text: string): URL {
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (url?.origin !== portal) {
      throw new ApiError({
        httpCode: 400,
        errorCode: 'RETURN_URL_INVALID',
        message: 'returnUrl must be a page of the portal.',
      });
    }
    return url;
  }

  app.post(
    '/tokens',
    {
      schema: {
        hide: true,
        body: tokenBody,
      },
    },
    async (request, reply) => {
      const outcome = await gateway.tokenise(request.body, app.clock());
      if ('declineCode' in outcome) throw declineError(outcome.declineCode, 'card');
      return reply.code(201).send({ token: outcome.token });
    },
  );

  function formPage(returnUrl: string, error?: string) {
    return sandboxPage(
      'Sandbox gateway: add a card',
      `<p class="note">This is the sandbox card gateway. The card number stays here: the portal only receives a token. Test numbers are listed in docs/payments-api.md.</p>${
        error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`
      }<form method="post"><input type="hidden" name="returnUrl" value="${escapeHtml(
        returnUrl,
      )}"><label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" required></label><label>Expiry month (MM)<input name="expiryMonth" inputmode="numeric" autocomplete="cc-exp-month" required></label><label>Expiry year (YYYY)<input name="expiryYear" inputmode="numeric" autocomplete="cc-exp-year" required></label><label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label><button type="submit">Save card</button></form>`,
    );
  }

  app.get(
    '/card-form',
    { schema: { hide: true, querystring: strictQuery({ returnUrl: z.string().max(2048) }) } },
    async (request, reply) => {
      portalUrl(request.query.returnUrl);
      return reply.headers(pageHeaders(portal)).send(formPage(request.query.returnUrl));
    },
  );

  app.post('/card-form', { schema: { hide: true, body: formBody } }, async (request, reply) => {
    const back = portalUrl(request.body.returnUrl);
    const outcome = await gateway.tokenise(request.body, app.clock());
    if ('declineCode' in outcome) {
      const message = declineError(outcome.declineCode, 'card').message;
      // The form again, with the refusal: a page, so 200 (every 4xx of the API is the JSON envelope).
      return reply.headers(pageHeaders(portal)).send(formPage(request.body.returnUrl, message));
    }
    back.searchParams.set('token', outcome.token);
    return reply.redirect(back.toString(), 303);
  });

  const challengeParams = z.object({ challengeId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

  app.get(
    '/3ds/:challengeId',
    { schema: { hide: true, params: challengeParams } },
    async (request, reply) => {
      const challenge = await gateway.challenge(request.params.challengeId);
      if (!challenge) throw notFound(messages.payment.paymentNotValid);
      const what =
        challenge.kind === 'card'
          ? 'Your bank asks you to confirm this card before it is saved.'
          : `Your bank asks you to confirm a payment of ${formatMoney(challenge.amountCents ?? 0)}.`;
      return reply
        .headers(pageHeaders(portal))
        .send(
          sandboxPage(
            '3-D Secure verification',
            `<p>${escapeHtml(what)}</p><p class="note">This is the sandbox gateway's challenge: choose what the bank would answer.</p><form method="post"><button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="decline">Decline</button></form>`,
          ),
        );
    },
  );

  app.post(
    '/3ds/:challengeId',
    {
      schema: {
        hide: true,
        params: challengeParams,
        body: z.object({ decision: z.enum(['approve', 'decline']) }),
      },
    },
    async (request, reply) => {
      const back = await gateway.decide(request.params.challengeId, request.body.decision);
      if (back === undefined) throw notFound(messages.payment.paymentNotValid);
      return reply.redirect(back, 303);
    },
  );
  done();
};

export default plugin;
