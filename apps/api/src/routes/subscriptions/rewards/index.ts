/**
 * subscriptions/rewards: GET subscriptions/rewards/{code}, what a referral code (a customer's Client ID) gives:
 * the 5 % discount for a new customer and the 5 % reward its owner earns (domain REFERRAL_DISCOUNT_PERCENT),
 * whether it is the caller's own, and, to its owner only, the rewards it has earned (order number, amount,
 * date). An unknown code is 404; it is compared without regard to case. API_COUPON_ATTEMPT_MAX lookups per 10
 * minutes, per customer and per code, shared with the other Client ID lookups (plugins/external/rate-limit.ts).
 */
import {
  CLIENT_ID_MAX_LENGTH,
  REFERRAL_DISCOUNT_PERCENT,
  centsToDollars,
  messages,
  referralRewardsSchema,
  textSchema,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import { signedIn } from '../../../lib/owners.ts';
import { limitLookups } from '../../../plugins/external/rate-limit.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'cart' });

  app.get(
    '/:code',
    {
      ...authenticated({
        summary: "What a referral code gives, and the rewards it has earned (its owner's only)",
        params: z.object({
          code: textSchema({
            max: CLIENT_ID_MAX_LENGTH,
            message: messages.cart.referralCodeNotFound,
            required: messages.cart.referralCodeNotFound,
          }),
        }),
        response: { 200: envelopeSchema(referralRewardsSchema) },
      }),
      // Whether a Client ID exists is worth guessing at: a Client ID lookup, per customer and per code.
      preHandler: limitLookups(app, 'clientId', (request) =>
        (request.params as { code: string }).code.trim().toUpperCase(),
      ),
    },
    async (request) => {
      const { customer } = signedIn(request);
      const code = request.params.code.toUpperCase();
      const referrer = await app.repos.promotions.findReferrer(code);
      if (!referrer) throw notFound(messages.cart.referralCodeNotFound);
      const isOwn = referrer.id === customer.id;
      const rewards = isOwn ? await app.repos.orders.rewardsOf(customer.id) : [];
      return ok({
        code: referrer.referralCode,
        discountPercentage: REFERRAL_DISCOUNT_PERCENT,
        rewardPercentage: REFERRAL_DISCOUNT_PERCENT,
        isOwn,
        rewards: rewards.map((r) => ({
          orderNumber: r.orderNumber,
          amount: centsToDollars(r.rewardCents),
          amountCents: r.rewardCents,
          createdDate: r.createdAt.toISOString(),
        })),
      });
    },
  );
  done();
};

export default plugin;
