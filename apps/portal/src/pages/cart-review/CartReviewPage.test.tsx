import { formatMessage, messages, cartPageMessages } from '@careportal/domain';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../auth/session';
import { CHECKOUT_ATTEMPT_STORAGE_KEY, getItem, setItem } from '../../storage';
import {
  createFakeCartApi,
  FAKE_COUPON_REFUSALS,
  type FakeCartApi,
  type FakeCartApiOptions,
  type FakeCartData,
} from '../../features/cart/fakes/fakeCartApi';
import { PortalScreen } from '../../test/screens/PortalScreen';
import {
  RESISTANCE_BAND_ID,
  cartWithItems,
  emptyCart,
  visitorCart,
} from '../../features/cart/fakes/sampleCart';

const text = cartPageMessages;

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function signedIn(): Session {
  return {
    status: 'signed-in',
    customer: { name: 'Siti binte Ahmad', categoryName: null },
    signIn: vi.fn(),
    signOut: vi.fn(),
  };
}

function renderCart(
  data: FakeCartData,
  {
    options = {},
    savedCart = null,
    api,
  }: {
    options?: FakeCartApiOptions;
    savedCart?: ReturnType<typeof visitorCart> | null;
    api?: FakeCartApi;
  } = {},
) {
  const fake = api ?? createFakeCartApi(data, options);
  let router: DataRouter | undefined;
  render(
    <PortalScreen
      path="/cart-review"
      api={fake}
      session={signedIn()}
      savedCart={savedCart}
      onRouter={(made) => {
        router = made;
      }}
    />,
  );
  return { api: fake, router: () => router };
}

const user = () => userEvent.setup();
const cartLink = () => screen.getByRole('link', { name: /^Cart/ });

describe('the cart review', () => {
  it('shows who the services are for, the programmes and the summary the server computed', async () => {
    renderCart(cartWithItems());
    expect(await screen.findByRole('heading', { level: 3, name: 'Gym Tonic' })).toBeInTheDocument();
    expect(screen.getByText('Siti binte Ahmad')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: text.summaryTitle });
    // 360.00 + 45.50 = 405.50; GST 9% = 36.50 (36.495 rounded half up once); total 442.00.
    const total = (name: string) => within(table).getByRole('rowheader', { name }).nextElementSibling;
    expect(total('Subtotal')).toHaveTextContent('$405.50');
    expect(total('GST (9%)')).toHaveTextContent('$36.50');
    expect(total(text.totalPayable)).toHaveTextContent('$442.00');
    await waitFor(() => {
      expect(cartLink()).toHaveAccessibleName('Cart, 2 items');
    });
  });

  it("applies a promotion code: the 'Less - …' line and the server's GST, then removes it", async () => {
    const { api } = renderCart(cartWithItems());
    const field = await screen.findByRole('textbox', { name: text.promoCode });
    await user().type(field, 'gymtonic10{Enter}');
    expect(
      await screen.findByRole('row', { name: /^Less - GYMTONIC10: 10% off Gym Tonic/ }),
    ).toHaveTextContent('-$36.00');
    const table = screen.getByRole('table', { name: text.summaryTitle });
    expect(within(table).getByRole('rowheader', { name: 'GST (9%)' }).nextElementSibling).toHaveTextContent(
      '$33.26',
    );
    expect(api.calls).toContain('PUT cart/applyCoupon');
    await user().click(screen.getByRole('button', { name: 'Remove promotion code GYMTONIC10' }));
    expect(await screen.findByRole('textbox', { name: text.promoCode })).toHaveFocus();
    expect(screen.queryByText(/^Less - /)).not.toBeInTheDocument();
    expect(api.data.cart?.coupon).toBeNull();
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', FAKE_COUPON_REFUSALS.unknown],
    ['an expired code', 'SPRING2025', FAKE_COUPON_REFUSALS.expired],
    ['a used-up code', 'WELCOME50', FAKE_COUPON_REFUSALS.usedUp],
    ['a code for other products', 'DENTAL15', FAKE_COUPON_REFUSALS.notApplicable],
  ])("shows the server's refusal of %s at the field, and no toast", async (_case, code, refusal) => {
    renderCart(cartWithItems());
    const field = await screen.findByRole('textbox', { name: text.promoCode });
    await user().type(field, `${code}{Enter}`);
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal));
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });

  it('removes one programme after asking, and empties the cart after asking', async () => {
    const { api } = renderCart(cartWithItems());
    await user().click(await screen.findByRole('button', { name: 'Remove Gym Tonic' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Gym Tonic from the cart?' });
    await user().click(within(dialog).getByRole('button', { name: text.removeProgramme }));
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Gym Tonic' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { name: 'Resistance Band Set' })).toBeInTheDocument();
    expect(api.savedCarts.at(-1)).toMatchObject({
      source: 'MYNH',
      items: [{ productId: RESISTANCE_BAND_ID }],
    });
    await waitFor(() => {
      expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
    });

    await user().click(screen.getByRole('button', { name: text.emptyCart }));
    const confirm = await screen.findByRole('alertdialog', { name: text.emptyCartTitle });
    await user().click(within(confirm).getByRole('button', { name: text.emptyCart }));
    expect(await screen.findByRole('heading', { name: text.emptyTitle })).toBeInTheDocument();
    expect(api.calls).toContain('DELETE cart');
  });

  it('keeps the cart when the removal is cancelled', async () => {
    const { api } = renderCart(cartWithItems());
    await user().click(await screen.findByRole('button', { name: 'Remove Gym Tonic' }));
    const dialog = await screen.findByRole('alertdialog');
    await user().click(within(dialog).getByRole('button', { name: messages.labels.cancel }));
    expect(screen.getByRole('heading', { name: 'Gym Tonic' })).toBeInTheDocument();
    expect(api.savedCarts).toHaveLength(0);
  });

  it('shows an empty cart that leads to Register a service', async () => {
    renderCart(emptyCart());
    expect(await screen.findByRole('heading', { name: text.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.registerService })).toHaveAttribute(
      'href',
      '/register-service',
    );
  });

  it("shows the group's error with Retry when the cart cannot be read", async () => {
    const data = cartWithItems();
    const api = createFakeCartApi(data, { cartFails: true });
    renderCart(data, { api });
    expect(await screen.findByText(messages.generic.somethingWentWrong)).toBeInTheDocument();
    expect(screen.getByText(messages.generic.somethingWentWrong).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: messages.generic.retry })).toBeInTheDocument();
  });

  it('checks out once for a double press, and shows the order that waits for payment', async () => {
    const { api } = renderCart(cartWithItems());
    const checkout = await screen.findByRole('button', { name: text.checkout });
    await user().dblClick(checkout);
    const heading = await screen.findByRole('heading', { name: text.orderPlacedTitle });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(api.calls.filter((call) => call === 'POST cart/checkout')).toHaveLength(1);
    expect(Object.keys(api.data.orders)).toHaveLength(1);
    expect(screen.getByText('ORD-2026-1001')).toBeInTheDocument();
    expect(screen.getByText('$442.00')).toBeInTheDocument();
    expect(screen.getByText(text.orderStatuses.PENDING)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.continueToPayment })).toHaveAttribute(
      'href',
      '/payment?orderId=order-1',
    );
    // The attempt is over; the header's cart is empty.
    expect(getItem(CHECKOUT_ATTEMPT_STORAGE_KEY, sessionStorage)).toBeNull();
    await waitFor(() => {
      expect(cartLink()).toHaveAccessibleName('Cart');
    });
  });

  it('asks for no summary of a cart that checkout or Empty cart has emptied (the API answers 404 for it)', async () => {
    const summaryReadsAfter = (api: FakeCartApi, call: string) =>
      api.calls.slice(api.calls.lastIndexOf(call)).filter((made) => made === 'GET cart/checkout-info');

    const checkedOut = renderCart(cartWithItems()).api;
    await user().click(await screen.findByRole('button', { name: text.checkout }));
    expect(await screen.findByRole('heading', { name: text.orderPlacedTitle })).toBeInTheDocument();
    await waitFor(() => {
      expect(cartLink()).toHaveAccessibleName('Cart');
    });
    expect(summaryReadsAfter(checkedOut, 'POST cart/checkout')).toEqual([]);
    cleanup();

    const emptied = renderCart(cartWithItems()).api;
    await user().click(await screen.findByRole('button', { name: text.emptyCart }));
    const confirm = await screen.findByRole('alertdialog', { name: text.emptyCartTitle });
    await user().click(within(confirm).getByRole('button', { name: text.emptyCart }));
    expect(await screen.findByRole('heading', { name: text.emptyTitle })).toBeInTheDocument();
    expect(summaryReadsAfter(emptied, 'DELETE cart')).toEqual([]);
  });

  it('sends the kept key again after a lost answer, so the server answers the same order', async () => {
    const data = cartWithItems();
    const api = createFakeCartApi(data);
    // An attempt whose answer never came back: the server made the order, the page did not hear of it.
    setItem(CHECKOUT_ATTEMPT_STORAGE_KEY, 'attempt-lost-0001', undefined, sessionStorage);
    api.data.orders['attempt-lost-0001'] = {
      id: 'order-7',
      orderNumber: 'ORD-2026-0007',
      status: 'PENDING',
      payableAmount: 442,
      payableCents: 44_200,
    };
    renderCart(data, { api });
    await user().click(await screen.findByRole('button', { name: text.checkout }));
    expect(await screen.findByText('ORD-2026-0007')).toBeInTheDocument();
    expect(Object.keys(api.data.orders)).toEqual(['attempt-lost-0001']);
  });

  it('sends the cart saved before sign-in once, for the customer, then forgets it', async () => {
    const { api } = renderCart(emptyCart(), { savedCart: visitorCart() });
    expect(await screen.findByRole('heading', { name: 'Resistance Band Set' })).toBeInTheDocument();
    const puts = api.calls.filter((call) => call === 'PUT cart');
    expect(puts).toHaveLength(1);
    expect(api.savedCarts[0]).toMatchObject({ customerId: null, source: 'MYNH' });
    await waitFor(() => {
      expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
    });
    expect(api.calls.filter((call) => call === 'PUT cart')).toHaveLength(1);
  });

  it('shows a message while loading, then the cart', async () => {
    renderCart(cartWithItems(), { options: { cartHangs: true } });
    await waitFor(() => {
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        messages.generic.loading,
      );
    });
    expect(screen.queryByRole('heading', { name: 'Gym Tonic' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: formatMessage(text.removeProgrammeNamed, { name: 'Gym Tonic' }) }),
    ).not.toBeInTheDocument();
  });
});
