/**
 * cart: the signed-in account's cart, its checkout summary with a promotion or referral code, and checkout
 * (issue 13; docs/cart-api.md is the contract). The cart is the payer's: `view-as` does not change whose it is
 * (the auth hook still refuses a loved one that is not theirs, 403).
 *
 * - GET cart: the cart (domain CartView), or null when there is none or it is empty.
 * - PUT cart: replaces the cart (domain cartSaveBodySchema). `customerId` names the person the services are
 *   for, the account or one of its own loved ones (404 'This loved one was not found.' for anyone else's, checked
 *   first). Each line's product must exist (404 'Product is not valid'); its offering must be the product's and
 *   sellable, its centre one that runs it, its category the product's (404 'Service is not valid'); a product
 *   only once (409 'You already have an offer of this product in cart…'); and the person must be eligible
 *   (domain programmeEligibility, as the catalogue: 400 with its message). The cart's category is its lines'
 *   (domain cartCategory): lines of two categories are 400 CART_MIXED_CATEGORIES, and a `categoryId` that is not
 *   theirs 404 'Service is not valid'. The applied code is kept when it still applies to the new lines, else
 *   dropped.
 * - DELETE cart.
 * - GET cart/checkout-info: the lines, discounts, GST and amounts (domain CheckoutInfoView, computed by
 *   cartTotals); 404 with the cart-empty message for an empty cart. A code that no longer applies (expired since)
 *   shows as not applied.
 * - PUT cart/applyCoupon {coupon}: applies a promotion code or a Client ID (referral); each refusal is 400 with
 *   its own message (domain couponDiscounts). API_COUPON_ATTEMPT_MAX tries per 10 minutes and customer.
 * - PUT cart/removeCoupon.
 * - POST cart/checkout, header Idempotency-Key: places the order in one transaction (repositories/orders.ts):
 *   201 with it, or 200 with the order placed earlier under the same key (plugins/app/idempotency.ts: the same
 *   key with another request is 422). The order's category is its lines'. A code that no longer applies is
 *   refused (400, its message) and taken off the cart, so the next summary shows what the order will cost.
 */
import {
  REFERRAL_BASIS_POINTS,
  cartCategory,
  cartSaveBodySchema,
  cartViewSchema,
  checkoutInfoViewSchema,
  couponRequestSchema,
  messages,
  orderViewSchema,
  programmeEligibility,
  referralRewardCents,
  singaporeIsoDate,
  type LineDiscount,
} from '@careportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import {
  cartEmpty,
  cartEmptyNotFound,
  cartView,
  checkoutInfoView,
  couponRefused,
  evaluateCoupon,
  initialBilling,
  orderView,
  priceCart,
  resolveCoupon,
} from '../../lib/cart.ts';
import { eligibilityPerson, productNotFound, serviceNotFound } from '../../lib/catalogue.ts';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';
import { ownedPerson, signedIn } from '../../lib/owners.ts';
import { limitLookups } from '../../plugins/external/rate-limit.ts';
import type { CartRow, CartWrite } from '../../repositories/cart.ts';
import type { Customer } from '../../repositories/customers.ts';
import type { ProductRow } from '../../repositories/catalogue.ts';
import type { GstRow, PromotionsRepository } from '../../repositories/promotions.ts';
import type { PersonRef } from '../../repositories/owner.ts';
import type { PeopleRepository } from '../../repositories/people.ts';

const responses = { ...errorResponses, 409: errorResponses[404] };

/** Optional text that is blank (what an empty input sends) is kept as null. */
function blankAsNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text === '' ? null : text;
}

const mixedCategories = (message: string) =>
  new ApiError({ httpCode: 400, errorCode: 'CART_MIXED_CATEGORIES', message });

const offerAlreadyInCart = () =>
  new ApiError({
    httpCode: 409,
    errorCode: 'OFFER_ALREADY_IN_CART',
    message: messages.catalogue.offerAlreadyInCart,
  });

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'cart', errors: responses });
  const catalogue = app.repos.catalogue;

  async function currentGst(promotions: PromotionsRepository = app.repos.promotions): Promise<GstRow> {
    const gst = await promotions.currentGst(singaporeIsoDate(app.clock()));
    if (!gst) throw new Error('no GST configuration is in force');
    return gst;
  }

  /** Whom the cart's services are for: the account, or its loved one. */
  async function personOf(
    customer: Customer,
    lovedOneId: string | null,
    people: Pick<PeopleRepository, 'get'> = app.repos.people,
  ): Promise<{ id: string; name: string }> {
    if (lovedOneId === null) return { id: customer.id, name: customer.name };
    const person = await people.get({ lovedOneId });
    return { id: lovedOneId, name: person?.name ?? '' };
  }

  /** The account's cart when it has lines; `empty` otherwise. */
  async function filledCart(request: FastifyRequest, empty: () => ApiError): Promise<CartRow> {
    const { customer } = signedIn(request);
    const cart = await app.repos.cart.find(customer.id);
    if (!cart || cart.items.length === 0) throw empty();
    return cart;
  }

  /** The checkout summary of a cart with lines, its code applied when it still applies. */
  async function checkoutInfo(customerId: string, cart: CartRow) {
    const gst = await currentGst();
    let discounts: readonly (LineDiscount | null)[] = [];
    let coupon: string | null = null;
    if (cart.couponCode !== null) {
      const resolved = await resolveCoupon(app.repos.promotions, cart.couponCode, customerId);
      const outcome = evaluateCoupon(resolved, cart.items, app.clock());
      if (outcome.ok) {
        discounts = outcome.discounts;
        coupon = cart.couponCode;
      }
    }
    return checkoutInfoView(priceCart(cart.items, discounts, gst), gst, coupon);
  }

  /** The products of the lines, each checked against the catalogue (see the module's rules). */
  async function checkedProducts(items: z.output<typeof cartSaveBodySchema>['items']) {
    const checked: { product: ProductRow; priceCents: number }[] = [];
    for (const item of items) {
      const product = await catalogue.findProduct(item.productId);
      if (!product) throw productNotFound();
      const [offerings, centres] = await Promise.all([
        catalogue.listOfferings(product.id, false),
        catalogue.listProductCentres(product.id),
      ]);
      const offering = offerings.find((o) => o.id === item.offeringId);
      if (
        !offering ||
        product.categoryId !== item.categoryId ||
        !centres.some((c) => c.id === item.centerId)
      ) {
        throw serviceNotFound();
      }
      if (checked.some((c) => c.product.id === product.id)) throw offerAlreadyInCart();
      checked.push({ product, priceCents: offering.priceCents });
    }
    return checked;
  }

  app.get(
    '/',
    authenticated({
      summary: "The account's cart (null when it has none or it is empty)",
      response: { 200: envelopeSchema(cartViewSchema.nullable()) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const cart = await app.repos.cart.find(customer.id);
      if (!cart || cart.items.length === 0) return ok(null);
      return ok(cartView(cart, await personOf(customer, cart.lovedOneId)));
    },
  );

  app.put(
    '/',
    authenticated({
      summary: "Replaces the account's cart",
      body: cartSaveBodySchema,
      response: { 200: envelopeSchema(cartViewSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const body = request.body;
      // Whom customerId names is checked first and always, as on the loved-one routes.
      const ref: PersonRef =
        body.customerId === undefined || body.customerId === null
          ? { customerId: customer.id }
          : await ownedPerson(request, body.customerId);
      if (!(await catalogue.findCategory(body.categoryId))) throw serviceNotFound();
      const checked = await checkedProducts(body.items);
      const [first, ...rest] = checked.map((c) => ({ categoryId: c.product.categoryId }));
      if (first) {
        // The cart is what its lines are (domain cartCategory): one service, its products' own category. A body
        // that says otherwise is refused, as a line that names another category is.
        const category = cartCategory([first, ...rest]);
        if (!category.ok) throw mixedCategories(category.message);
        if (category.categoryId !== body.categoryId) throw serviceNotFound();
      }

      const person = await eligibilityPerson(
        app,
        ref,
        checked.map((c) => c.product.id),
      );
      const today = singaporeIsoDate(app.clock());
      for (const { product } of checked) {
        const result = programmeEligibility(
          { productId: product.id, categoryName: product.categoryName },
          person,
          today,
        );
        if (!result.eligible) {
          throw new ApiError({ httpCode: 400, errorCode: result.reason, message: result.message });
        }
      }

      // The applied code stays when it still applies to the new lines.
      let couponCode = (await app.repos.cart.find(customer.id))?.couponCode ?? null;
      if (couponCode !== null) {
        const resolved = await resolveCoupon(app.repos.promotions, couponCode, customer.id);
        const lines = checked.map((c) => ({ productId: c.product.id, priceCents: c.priceCents }));
        if (!evaluateCoupon(resolved, lines, app.clock()).ok) couponCode = null;
      }

      const source = body.referralSource;
      const write: CartWrite = {
        lovedOneId: 'lovedOneId' in ref ? ref.lovedOneId : null,
        categoryId: body.categoryId,
        referralSource:
          source === undefined || source === null
            ? null
            : { source: blankAsNull(source.source), sourceOthers: blankAsNull(source.sourceOthers) },
        marketingConsent: body.marketingConsent ?? false,
        couponCode,
        items: body.items.map((item) => ({
          categoryId: item.categoryId,
          productId: item.productId,
          offeringId: item.offeringId,
          centreId: item.centerId,
        })),
      };
      const saved = await app.repos.cart.save(customer.id, write, app.clock());
      return ok(cartView(saved, await personOf(customer, saved.lovedOneId)));
    },
  );

  app.delete(
    '/',
    authenticated({
      summary: "Empties the account's cart",
      response: { 200: envelopeSchema(z.null()) },
    }),
    async (request) => {
      await app.repos.cart.remove(signedIn(request).customer.id);
      return ok(null);
    },
  );

  app.get(
    '/checkout-info',
    authenticated({
      summary: 'The checkout summary: lines, discounts, GST and amounts',
      response: {
        200: envelopeSchema(checkoutInfoViewSchema),
        // An empty cart (none yet, emptied, or just checked out) has nothing to sum up; GET cart answers null.
        404: errorResponses[404].describe(
          "The cart is empty: errorCode NOT_FOUND with the catalogue's cart-empty message. A client reads the " +
            'summary only while GET cart answers programmes.',
        ),
      },
    }),
    async (request) => {
      const cart = await filledCart(request, cartEmptyNotFound);
      return ok(await checkoutInfo(cart.customerId, cart));
    },
  );

  app.put(
    '/applyCoupon',
    {
      ...authenticated({
        summary: 'Applies a promotion code or a Client ID (referral) to the cart',
        body: couponRequestSchema,
        response: { 200: envelopeSchema(checkoutInfoViewSchema) },
      }),
      // A code is worth guessing at (a Client ID is one): API_COUPON_ATTEMPT_MAX tries per 10 minutes and
      // customer, shared with the other Client ID lookups. Not per code: many customers type the same promotion.
      preHandler: limitLookups(app, 'clientId'),
    },
    async (request) => {
      const cart = await filledCart(request, cartEmpty);
      const code = request.body.coupon;
      const resolved = await resolveCoupon(app.repos.promotions, code, cart.customerId);
      const outcome = evaluateCoupon(resolved, cart.items, app.clock());
      if (!outcome.ok) throw couponRefused(outcome);
      await app.repos.cart.setCoupon(cart.customerId, code, app.clock());
      return ok(await checkoutInfo(cart.customerId, { ...cart, couponCode: code }));
    },
  );

  app.put(
    '/removeCoupon',
    authenticated({
      summary: 'Takes the code off the cart',
      response: { 200: envelopeSchema(checkoutInfoViewSchema) },
    }),
    async (request) => {
      const cart = await filledCart(request, cartEmptyNotFound);
      await app.repos.cart.setCoupon(cart.customerId, null, app.clock());
      return ok(await checkoutInfo(cart.customerId, { ...cart, couponCode: null }));
    },
  );

  app.post(
    '/checkout',
    {
      ...authenticated({
        summary: 'Places the order of the cart (status PENDING), once per Idempotency-Key',
        response: {
          200: envelopeSchema(orderViewSchema).describe('The order placed earlier with the same key'),
          201: envelopeSchema(orderViewSchema),
        },
      }),
      config: { idempotency: true },
    },
    async (request, reply) => {
      const { customer } = signedIn(request);
      const key = await app.claimIdempotencyKey(request);
      const now = app.clock();
      // Set when the cart's code is what refused the order (the pricing runs inside the transaction).
      const refusal = { byCode: false };
      try {
        const { order, created } = await app.repos.orders.checkout(
          customer.id,
          key,
          now,
          async ({ promotions, people }, cart) => {
            const [first, ...rest] = cart?.items ?? [];
            if (!cart || !first) throw cartEmpty();
            // The order's category is its lines' (each the product's, by the cart's foreign key), never the
            // cart's word for it; a cart saved mixed before this rule is refused, not turned into an order.
            const category = cartCategory([first, ...rest]);
            if (!category.ok) throw mixedCategories(category.message);
            const gst = await currentGst(promotions);
            let discounts: readonly (LineDiscount | null)[] = [];
            let promotionId: string | null = null;
            let referrerId: string | undefined;
            if (cart.couponCode !== null) {
              const resolved = await resolveCoupon(promotions, cart.couponCode, customer.id);
              const outcome = evaluateCoupon(resolved, cart.items, now);
              if (!outcome.ok) {
                refusal.byCode = true;
                throw couponRefused(outcome);
              }
              // Counted here, in the order's transaction: the last use goes to one order only.
              if (resolved.promotion && !(await promotions.redeem(resolved.promotion.id))) {
                refusal.byCode = true;
                throw couponRefused({ ok: false, reason: 'USED_UP', message: messages.cart.couponUsedUp });
              }
              discounts = outcome.discounts;
              promotionId = resolved.promotion?.id ?? null;
              referrerId = resolved.referrerId;
            }
            const priced = priceCart(cart.items, discounts, gst);
            const person = await personOf(customer, cart.lovedOneId, people);
            return {
              lovedOneId: cart.lovedOneId,
              customerName: person.name,
              payerName: customer.name,
              billing: initialBilling(customer),
              categoryId: category.categoryId,
              totals: priced.totals,
              gst: { id: gst.id, rateBasisPoints: gst.rateBasisPoints },
              couponCode: promotionId !== null || referrerId !== undefined ? cart.couponCode : null,
              lines: priced.lines.map((line) => ({
                productId: line.item.productId,
                offeringId: line.item.offeringId,
                centreId: line.item.centreId,
                description: line.description,
                unitPriceCents: line.amountCents,
                amountCents: line.amountCents,
                discountCents: line.discount?.discountCents ?? 0,
                discountDescription: line.discount?.description ?? null,
              })),
              promotionId,
              referral:
                referrerId === undefined
                  ? null
                  : {
                      referrerCustomerId: referrerId,
                      rewardBasisPoints: REFERRAL_BASIS_POINTS,
                      rewardCents: referralRewardCents(
                        priced.totals.subTotalCents - priced.totals.discountCents,
                      ),
                    },
            };
          },
        );
        const httpCode = created ? 201 : 200;
        void reply.code(httpCode);
        return ok(orderView(order), { httpCode });
      } catch (error) {
        // The code no longer applies: it comes off the cart, so the next summary shows what the order costs.
        if (refusal.byCode) await app.repos.cart.setCoupon(customer.id, null, now);
        throw error;
      }
    },
  );
  done();
};

export default plugin;
