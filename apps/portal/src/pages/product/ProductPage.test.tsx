import { messages, cartPageMessages } from '@careportal/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../auth/session';
import { CART_STORAGE_KEY, getItem } from '../../storage';
import { createFakeCartApi, type FakeCartApiOptions } from '../../features/cart/fakes/fakeCartApi';
import { PortalScreen } from '../../test/screens/PortalScreen';
import { GYM_TONIC_ID, emptyCart } from '../../features/cart/fakes/sampleCart';

const text = cartPageMessages;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function session(status: 'signed-in' | 'signed-out'): Session {
  return status === 'signed-in'
    ? {
        status,
        customer: { name: 'Siti binte Ahmad', categoryName: null },
        signIn: vi.fn(),
        signOut: vi.fn(),
      }
    : { status, signIn: vi.fn(), signOut: vi.fn() };
}

function renderProduct(who: Session, id = GYM_TONIC_ID, options: FakeCartApiOptions = {}) {
  const api = createFakeCartApi(emptyCart(), options);
  let router: DataRouter | undefined;
  render(
    <PortalScreen
      path={`/product/${id}`}
      api={api}
      session={who}
      onRouter={(made) => {
        router = made;
      }}
    />,
  );
  return { api, router: () => router };
}

const user = () => userEvent.setup();

async function choose() {
  await user().click(await screen.findByRole('radio', { name: /^48 sessions, \$648\.00/ }));
  await user().click(screen.getByRole('radio', { name: /^Bukit Batok West Active Ageing Hub/ }));
  await user().click(screen.getByRole('button', { name: text.checkOutProduct }));
}

describe('the product page', () => {
  it('shows the product, its package, its offers with their prices and its centres with their addresses', async () => {
    renderProduct(session('signed-out'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gym Tonic' })).toBeInTheDocument();
    expect(
      screen.getByText('24 sessions, twice a week, with a post-assessment at the final session.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^24 sessions, \$360\.00/ })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /^Kampung Admiralty Active Ageing Hub/ }),
    ).toHaveAccessibleDescription('678 WOODLANDS AVE 6, Singapore 730678');
  });

  it('asks for an offer and a centre before checking out', async () => {
    const { api } = renderProduct(session('signed-in'));
    await user().click(await screen.findByRole('button', { name: text.checkOutProduct }));
    expect(screen.getAllByText(text.chooseOfferFirst)).toHaveLength(2);
    expect(api.calls).not.toContain('PUT cart');
  });

  it("keeps a visitor's choice in the browser and signs in towards the cart review", async () => {
    const visitor = session('signed-out');
    const { api, router } = renderProduct(visitor);
    await choose();
    // The cart review needs a sign-in: it sends the visitor to sign in and back to itself.
    await waitFor(() => {
      expect(visitor.signIn).toHaveBeenCalledWith('/cart-review');
    });
    expect(router()?.state.location.pathname).toBe('/cart-review');
    expect(getItem(CART_STORAGE_KEY)).toMatchObject({
      customerId: null,
      items: [{ productId: GYM_TONIC_ID, offeringId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b02' }],
    });
    expect(api.calls).not.toContain('PUT cart');
  });

  it("saves a customer's choice as the cart, for themselves, and opens the cart review", async () => {
    const { api, router } = renderProduct(session('signed-in'));
    await choose();
    await waitFor(() => {
      expect(router()?.state.location.pathname).toBe('/cart-review');
    });
    expect(api.savedCarts).toEqual([
      expect.objectContaining({
        customerId: null,
        source: 'MYNH',
        items: [
          expect.objectContaining({
            productId: GYM_TONIC_ID,
            centerId: '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e02',
          }),
        ],
      }),
    ]);
    expect(getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('says a product that does not exist is not valid, with the way home', async () => {
    renderProduct(session('signed-out'), '00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByRole('heading', { name: messages.catalogue.productNotValid }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToHome })).toHaveAttribute('href', '/');
  });
});
