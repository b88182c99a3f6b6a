/**
 * An in-memory careportal API for the cart review's and product page's stories and tests: the cart contract's
 * calls (docs/cart-api.md: cart, checkout information, promotion codes, checkout with its idempotency key) and
 * the public product reads, answered with the API's envelope. Money is computed here as the server does, with
 * domain `cartTotals`; the pages only show it. No vitest or browser-only imports, so stories and tests share it.
 */
import {
  CATALOGUE_ERROR_CODES,
  cartTotals,
  messages,
  percentageToBasisPoints,
  type CatalogueCentre,
  type CatalogueOffering,
  type CatalogueProduct,
} from '@careportal/domain';
import { config } from '../../../config';
import type { CartView, CartViewItem } from '../../../shell/cart';
import type { CheckoutInfo, PlacedOrder } from '../cartApi';
import { answer, readJson } from '../../../test/fakeEnvelope';

/** The server's refusals of a promotion code, as the API words them. */
export const FAKE_COUPON_REFUSALS = {
  unknown: messages.cart.couponUnknown,
  expired: messages.cart.couponExpired,
  usedUp: messages.cart.couponUsedUp,
  notApplicable: messages.cart.couponNotApplicable,
} as const;

/** A promotion the fake knows: its text, its percentage and the products it applies to (all when empty). */
export interface FakePromotion {
  description: string;
  percent: number;
  productIds: string[];
  refusal?: keyof typeof FAKE_COUPON_REFUSALS;
}

/** A product of the fake catalogue, with its offers and centres. */
export interface FakeProduct {
  product: CatalogueProduct;
  offerings: CatalogueOffering[];
  centres: CatalogueCentre[];
}

/** What the fake API holds. */
export interface FakeCartData {
  customer: { id: string; name: string };
  /** The cart, or null for none. */
  cart: Omit<CartView, 'itemCount'> | null;
  products: FakeProduct[];
  promotions: Record<string, FakePromotion>;
  gstPercentage: number;
  /** Orders made, by idempotency key. */
  orders: Record<string, PlacedOrder>;
}

/** How the fake API misbehaves, for the loading and error states. */
export interface FakeCartApiOptions {
  /** GET cart never answers. */
  cartHangs?: boolean;
  /** GET cart answers 500. */
  cartFails?: boolean;
  /** POST cart/checkout never answers. */
  checkoutHangs?: boolean;
  /** PUT cart/applyCoupon never answers. */
  couponHangs?: boolean;
  /** GET products/v2/{id} never answers. */
  productHangs?: boolean;
}

/** The fake API: a fetch for the ApiProvider, its data and the calls made. */
export interface FakeCartApi {
  fetch: typeof fetch;
  data: FakeCartData;
  /** Every call made, as 'METHOD path'. */
  calls: string[];
  /** The body of every PUT cart, in order. */
  savedCarts: unknown[];
}

const dollars = (cents: number) => cents / 100;

/** Builds the fake API over a copy of `initial`. */
export function createFakeCartApi(initial: FakeCartData, options: FakeCartApiOptions = {}): FakeCartApi {
  const data: FakeCartData = structuredClone(initial);
  const calls: string[] = [];
  const savedCarts: unknown[] = [];
  let orderCount = 0;

  function view(): CartView | null {
    if (data.cart === null || data.cart.items.length === 0) return null;
    return { ...data.cart, itemCount: data.cart.items.length };
  }

  function checkoutInfo(): CheckoutInfo | null {
    const cart = view();
    if (cart === null) return null;
    const promotion = cart.coupon === null ? undefined : data.promotions[cart.coupon];
    const lines = cart.items.map((item) => {
      const applies =
        promotion !== undefined &&
        (promotion.productIds.length === 0 || promotion.productIds.includes(item.productId));
      const discountCents = applies ? Math.round((item.priceCents * promotion.percent) / 100) : 0;
      return { item, discountCents, promotion: applies ? promotion : undefined };
    });
    const totals = cartTotals(
      lines.map(({ item, discountCents }) => ({
        unitPriceCents: item.priceCents,
        quantity: 1,
        discountCents,
      })),
      percentageToBasisPoints(data.gstPercentage),
    );
    return {
      items: lines.map(({ item, discountCents, promotion: applied }) => ({
        id: item.id,
        description: `${item.productName} – ${item.offeringName}, ${item.centerName}`,
        quantity: 1,
        amount: dollars(item.priceCents),
        amountCents: item.priceCents,
        discount:
          applied === undefined
            ? null
            : {
                description: applied.description,
                amount: dollars(discountCents),
                amountCents: discountCents,
              },
      })),
      gstConfig: { id: 'gst-2024', percentage: data.gstPercentage },
      coupon: cart.coupon,
      subTotalAmount: dollars(totals.subTotalCents),
      discountAmount: dollars(totals.discountCents),
      gstAmount: dollars(totals.gstCents),
      totalAmount: dollars(totals.totalCents),
      payableAmount: dollars(totals.payableCents),
      ...totals,
    };
  }

  function saveCart(body: Record<string, unknown>): Response {
    savedCarts.push(body);
    const items = Array.isArray(body.items) ? (body.items as Record<string, string>[]) : [];
    const lines: CartViewItem[] = [];
    for (const [index, item] of items.entries()) {
      const found = data.products.find((entry) => entry.product.id === item.productId);
      if (found === undefined)
        return answer(404, {
          errorCode: CATALOGUE_ERROR_CODES.productNotValid,
          errorMessage: messages.catalogue.productNotValid,
        });
      const offering = found.offerings.find((candidate) => candidate.id === item.offeringId);
      const centre = found.centres.find((candidate) => candidate.id === item.centerId);
      if (offering === undefined || centre === undefined) {
        return answer(404, {
          errorCode: CATALOGUE_ERROR_CODES.serviceNotValid,
          errorMessage: messages.catalogue.serviceNotValid,
        });
      }
      lines.push({
        id: `line-${String(index + 1)}-${found.product.id}`,
        categoryId: found.product.categoryId,
        productId: found.product.id,
        productName: found.product.name,
        offeringId: offering.id,
        offeringName: offering.name,
        centerId: centre.id,
        centerName: centre.name,
        priceCents: offering.priceCents,
        amount: dollars(offering.priceCents),
      });
    }
    const first = data.products.find((entry) => entry.product.id === lines[0]?.productId);
    data.cart = {
      categoryId: typeof body.categoryId === 'string' ? body.categoryId : '',
      categoryName: first?.product.categoryName ?? '',
      customerId: typeof body.customerId === 'string' ? body.customerId : data.customer.id,
      customerName: data.customer.name,
      referralSource: null,
      marketingConsent: body.marketingConsent === true,
      coupon: data.cart?.coupon ?? null,
      items: lines,
    };
    return answer(200, { data: view() });
  }

  function applyCoupon(code: string): Response {
    const promotion = data.promotions[code];
    if (promotion === undefined) return answer(400, { errorMessage: FAKE_COUPON_REFUSALS.unknown });
    if (promotion.refusal !== undefined) {
      return answer(400, { errorMessage: FAKE_COUPON_REFUSALS[promotion.refusal] });
    }
    const cart = data.cart;
    if (cart === null) return answer(404, { errorMessage: messages.cart.empty });
    const applies =
      promotion.productIds.length === 0 ||
      cart.items.some((item) => promotion.productIds.includes(item.productId));
    if (!applies) return answer(400, { errorMessage: FAKE_COUPON_REFUSALS.notApplicable });
    data.cart = { ...cart, coupon: code };
    return answer(200, { data: checkoutInfo() });
  }

  function checkout(key: string | null): Response {
    if (key === null || !/^[A-Za-z0-9_-]{8,128}$/.test(key)) {
      return answer(400, { errorMessage: messages.cart.idempotencyKeyMissing });
    }
    const earlier = data.orders[key];
    if (earlier !== undefined) return answer(200, { data: earlier });
    const info = checkoutInfo();
    if (info === null) return answer(400, { errorMessage: messages.cart.empty });
    orderCount += 1;
    const order: PlacedOrder = {
      id: `order-${String(orderCount)}`,
      orderNumber: `ORD-2026-${String(1000 + orderCount)}`,
      status: 'PENDING',
      payableAmount: info.payableAmount,
      payableCents: info.payableCents,
    };
    data.orders[key] = order;
    data.cart = null;
    return answer(201, { data: order });
  }

  function route(method: string, path: string, init: RequestInit | undefined): Response {
    const headers = new Headers(init?.headers);
    if (path === 'config/app') {
      // The build's own version: no new-version banner over the screens.
      return answer(200, { data: { versionNumber: config.appVersion, disabledLovedOne: false } });
    }
    const product =
      /^(?:products\/v2|products-ext|products)\/([^/]+)(\/offerings\/list|\/centers\/list)?$/.exec(path);
    if (product !== null && method === 'GET') {
      const found = data.products.find((entry) => entry.product.id === product[1]);
      if (found === undefined)
        return answer(404, {
          errorCode: CATALOGUE_ERROR_CODES.productNotValid,
          errorMessage: messages.catalogue.productNotValid,
        });
      if (product[2] === '/offerings/list') return answer(200, { data: found.offerings });
      if (product[2] === '/centers/list') return answer(200, { data: found.centres });
      return answer(200, { data: found.product });
    }
    if (!headers.has('Authorization')) return answer(401, { errorMessage: 'Your token is expired' });
    if (path === 'cart' && method === 'GET') {
      if (options.cartFails) return answer(500, { errorMessage: 'Internal error' });
      return answer(200, { data: view() });
    }
    if (path === 'cart' && method === 'PUT') return saveCart(readJson(init));
    if (path === 'cart' && method === 'DELETE') {
      data.cart = null;
      return answer(200);
    }
    if (path === 'cart/checkout-info' && method === 'GET') {
      const info = checkoutInfo();
      return info === null ? answer(404, { errorMessage: messages.cart.empty }) : answer(200, { data: info });
    }
    if (path === 'cart/applyCoupon' && method === 'PUT') {
      const coupon = readJson(init).coupon;
      return applyCoupon(typeof coupon === 'string' ? coupon.trim().toUpperCase() : '');
    }
    if (path === 'cart/removeCoupon' && method === 'PUT') {
      if (data.cart !== null) data.cart = { ...data.cart, coupon: null };
      return answer(200, { data: checkoutInfo() });
    }
    if (path === 'cart/checkout' && method === 'POST') return checkout(headers.get('Idempotency-Key'));
    return answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    const hangs =
      (options.cartHangs === true && method === 'GET' && path === 'cart') ||
      (options.checkoutHangs === true && path === 'cart/checkout') ||
      (options.couponHangs === true && path === 'cart/applyCoupon') ||
      (options.productHangs === true && path.startsWith('products/v2/'));
    if (hangs) return new Promise<Response>(() => undefined);
    return Promise.resolve(route(method, path, init));
  };

  return { fetch: fakeFetch, data, calls, savedCarts };
}
