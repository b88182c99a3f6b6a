/**
 * An in-memory careportal API for Payment History's and Card Management's stories and tests: GET order (paged and
 * sorted), GET order/{id}, its invoice PDF, and linkpay/cards with its authenticate call, answered with the API's
 * envelope as docs/payments-api.md describes. Amounts are the sample's own, in cents; the pages only show them.
 * No vitest or browser-only imports, so stories and tests share it.
 */
import { messages } from '@careportal/domain';
import { config } from '../../../config';
import type { CardResult, SavedCard } from '../cardApi';
import type { OrderDetail, OrderPage } from '../orderApi';
import { answer, readJson } from '../../../test/fakeEnvelope';

/** The one-time tokens the fake gateway hands out, by what saving them does. */
export const FAKE_TOKENS = {
  /** A VISA ending in 4242, saved at once. */
  approved: 'tok_visa_4242',
  /** A VISA ending in 3220 whose bank asks for 3-D Secure. */
  challenge: 'tok_visa_3220',
  /** Already used: 'Invalid Card'. */
  used: 'tok_used',
  /** A card past its expiry: 'This card has expired'. */
  expired: 'tok_expired',
} as const;

/** The 3-D Secure page the fake sends the browser to. */
export const FAKE_CHALLENGE_URL = 'https://gateway.careportal.test/3ds/ch_3220';

/** What the fake API holds. */
export interface FakePaymentsData {
  orders: OrderDetail[];
  cards: SavedCard[];
}

/** How the fake API behaves, for the loading, error and verification states. */
export interface FakePaymentsApiOptions {
  /** GET order and GET order/{id} never answer. */
  ordersHang?: boolean;
  /** GET order and GET order/{id} answer 500. */
  ordersFail?: boolean;
  /** GET linkpay/cards never answers. */
  cardsHang?: boolean;
  /** GET linkpay/cards answers 500. */
  cardsFail?: boolean;
  /** POST linkpay/cards never answers. */
  addCardHangs?: boolean;
  /** What the bank decided on a 3-D Secure challenge: approve (default), decline, or nothing yet. */
  verification?: 'approve' | 'decline' | 'pending';
  /** POST linkpay/cards/{id}/authenticate never answers. */
  verificationHangs?: boolean;
}

/** The fake API: a fetch for the ApiProvider, its data and the calls made. */
export interface FakePaymentsApi {
  fetch: typeof fetch;
  data: FakePaymentsData;
  /** Every call made, as 'METHOD path?query'. */
  calls: string[];
}

type SortField = 'createdDate' | 'orderNumber' | 'payableAmount' | 'totalAmount' | 'status';

function compare(field: SortField): (a: OrderDetail, b: OrderDetail) => number {
  switch (field) {
    case 'payableAmount':
      return (a, b) => a.payableCents - b.payableCents;
    case 'totalAmount':
      return (a, b) => a.totalCents - b.totalCents;
    default:
      return (a, b) => a[field].localeCompare(b[field]);
  }
}

/** Builds the fake API over a copy of `initial`. */
export function createFakePaymentsApi(
  initial: FakePaymentsData,
  options: FakePaymentsApiOptions = {},
): FakePaymentsApi {
  const data: FakePaymentsData = structuredClone(initial);
  const calls: string[] = [];
  let cardCount = 0;

  function orderPage(query: URLSearchParams): Response {
    const page = Number(query.get('page') ?? '0');
    const size = Number(query.get('size') ?? '10');
    const [field = 'createdDate', direction = 'desc'] = (query.get('sort') ?? 'createdDate,desc').split(',');
    const sorted = [...data.orders].sort(compare(field as SortField));
    if (direction === 'desc') sorted.reverse();
    const body: OrderPage = {
      content: sorted.slice(page * size, page * size + size),
      page,
      size,
      totalElements: sorted.length,
      totalPages: Math.ceil(sorted.length / size),
    };
    return answer(200, { data: body });
  }

  function invoice(order: OrderDetail): Response {
    return new Response(new TextEncoder().encode(`%PDF-1.4\n% ${order.invoiceNumber}\n%%EOF\n`), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${order.invoiceNumber}.pdf"`,
      },
    });
  }

  function ordered(): SavedCard[] {
    return [...data.cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  }

  function addCard(token: unknown): Response {
    if (token === FAKE_TOKENS.expired) {
      return answer(400, { errorCode: 'CARD_EXPIRED', errorMessage: messages.payment.cardExpired });
    }
    if (token !== FAKE_TOKENS.approved && token !== FAKE_TOKENS.challenge) {
      return answer(400, { errorCode: 'INVALID_CARD', errorMessage: messages.payment.invalidCard });
    }
    cardCount += 1;
    const challenged = token === FAKE_TOKENS.challenge;
    const last4 = challenged ? '3220' : '4242';
    const isActive = !challenged;
    const card: SavedCard = {
      id: `card-new-${String(cardCount)}`,
      number: `•••• ${last4}`,
      brand: 'VISA',
      last4,
      expiryMonth: 12,
      expiryYear: 2030,
      status: isActive ? 'ACTIVE' : 'PENDING_VERIFICATION',
      isDefault: isActive && !data.cards.some((other) => other.isDefault),
    };
    data.cards.push(card);
    const result: CardResult = {
      card,
      authentication: { required: challenged, redirectUrl: challenged ? FAKE_CHALLENGE_URL : null },
    };
    return answer(201, { data: result });
  }

  function authenticate(card: SavedCard | undefined): Response {
    if (card === undefined) {
      return answer(404, { errorCode: 'NOT_FOUND', errorMessage: messages.payment.invalidCard });
    }
    const decision = options.verification ?? 'approve';
    if (decision === 'decline') {
      data.cards = data.cards.filter((other) => other.id !== card.id);
      return answer(400, { errorCode: 'CARD_NOT_VALID', errorMessage: messages.payment.cardNotValid });
    }
    if (decision === 'approve') {
      card.status = 'ACTIVE';
      if (!data.cards.some((other) => other.isDefault)) card.isDefault = true;
    }
    const result: CardResult = {
      card,
      authentication: {
        required: decision === 'pending',
        redirectUrl: decision === 'pending' ? FAKE_CHALLENGE_URL : null,
      },
    };
    return answer(200, { data: result });
  }

  function route(method: string, path: string, query: URLSearchParams, init: RequestInit | undefined) {
    if (path === 'config/app') {
      return answer(200, { data: { versionNumber: config.appVersion, disabledLovedOne: false } });
    }
    if (!new Headers(init?.headers).has('Authorization')) {
      return answer(401, { errorMessage: messages.auth.tokenMissing });
    }
    if (path === 'cart' && method === 'GET') return answer(200, { data: null });
    if (path.startsWith('order') && options.ordersFail === true) {
      return answer(500, { errorMessage: messages.generic.somethingWentWrong });
    }
    if (path === 'order' && method === 'GET') return orderPage(query);
    const order = /^order\/([^/]+)(\/invoice)?$/.exec(path);
    if (order !== null && method === 'GET') {
      const found = data.orders.find((candidate) => candidate.id === order[1]);
      if (found === undefined) {
        return answer(404, { errorCode: 'NOT_FOUND', errorMessage: messages.cart.orderNotFound });
      }
      return order[2] === undefined ? answer(200, { data: found }) : invoice(found);
    }
    if (path === 'linkpay/cards' && method === 'GET') {
      if (options.cardsFail === true) {
        return answer(500, { errorMessage: messages.generic.somethingWentWrong });
      }
      return answer(200, { data: ordered() });
    }
    if (path === 'linkpay/cards' && method === 'POST') return addCard(readJson(init).token);
    const card = /^linkpay\/cards\/([^/]+)(\/authenticate)?$/.exec(path);
    if (card !== null) {
      const found = data.cards.find((candidate) => candidate.id === card[1]);
      if (card[2] !== undefined && method === 'POST') return authenticate(found);
      if (found === undefined) {
        return answer(404, { errorCode: 'NOT_FOUND', errorMessage: messages.payment.invalidCard });
      }
      if (method === 'PUT') {
        if (found.status !== 'ACTIVE') {
          return answer(400, { errorCode: 'INVALID_CARD', errorMessage: messages.payment.invalidCard });
        }
        for (const other of data.cards) other.isDefault = other.id === found.id;
        return answer(200, { data: ordered() });
      }
      if (method === 'DELETE') {
        data.cards = data.cards.filter((other) => other.id !== found.id);
        const next = data.cards.find((other) => other.status === 'ACTIVE');
        if (found.isDefault && next !== undefined) next.isDefault = true;
        return answer(200, { data: ordered() });
      }
    }
    return answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}${url.search}`);
    const hangs =
      (options.ordersHang === true && method === 'GET' && path.startsWith('order')) ||
      (options.cardsHang === true && method === 'GET' && path === 'linkpay/cards') ||
      (options.addCardHangs === true && method === 'POST' && path === 'linkpay/cards') ||
      (options.verificationHangs === true && path.endsWith('/authenticate'));
    if (hangs) return new Promise<Response>(() => undefined);
    return Promise.resolve(route(method, path, url.searchParams, init));
  };

  return { fetch: fakeFetch, data, calls };
}
