import { messages, cartPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '../../auth/session';
import {
  createFakeCartApi,
  FAKE_COUPON_REFUSALS,
  type FakeCartApiOptions,
  type FakeCartData,
} from '../../features/cart/fakes/fakeCartApi';
import { PortalScreen } from '../../test/screens/PortalScreen';
import { cartWithItems, emptyCart } from '../../features/cart/fakes/sampleCart';
import { waitForAnnouncementsToSettle } from '../../test/liveAnnouncer';

const text = cartPageMessages;

const session: Session = {
  status: 'signed-in',
  customer: { name: 'Siti binte Ahmad', categoryName: null },
  signIn: fn().mockName('signIn'),
  signOut: fn().mockName('signOut'),
};

interface CartScreenProps {
  data: FakeCartData;
  options?: FakeCartApiOptions;
}

/** The cart review in the portal's frame, over an in-memory cart API holding `data`. */
function CartScreen({ data, options }: CartScreenProps) {
  const [api] = useState(() => createFakeCartApi(data, options));
  return <PortalScreen path="/cart-review" api={api} session={session} />;
}

const meta = {
  title: 'Screens/Cart',
  component: CartScreen,
  args: { data: cartWithItems() },
  beforeEach: () => {
    sessionStorage.clear();
  },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function summary(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('table', { name: text.summaryTitle }));
}

async function applyCode(canvasElement: HTMLElement, code: string) {
  const field = await within(canvasElement).findByRole('textbox', { name: text.promoCode });
  await userEvent.type(field, `${code}{Enter}`);
  return field;
}

export const Loading: Story = {
  args: { options: { cartHangs: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => {
      await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(
        messages.generic.loading,
      );
    });
  },
};

export const Empty: Story = {
  args: { data: emptyCart() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.registerService })).toHaveAttribute(
      'href',
      '/register-service',
    );
  },
};

export const Items: Story = {
  play: async ({ canvasElement }) => {
    const table = await summary(canvasElement);
    await expect(table.getByRole('rowheader', { name: 'GST (9%)' }).nextElementSibling).toHaveTextContent(
      '$36.50',
    );
    await expect(within(canvasElement).getByRole('heading', { name: 'Gym Tonic' })).toBeVisible();
  },
};

export const DiscountApplied: Story = {
  name: 'Discount applied',
  args: { data: cartWithItems('GYMTONIC10') },
  play: async ({ canvasElement }) => {
    const table = await summary(canvasElement);
    await expect(table.getByRole('row', { name: /^Less - GYMTONIC10/ })).toHaveTextContent('-$36.00');
    await expect(within(canvasElement).getByText('Promotion code GYMTONIC10 applied')).toBeVisible();
  },
};

export const CodeUnknown: Story = {
  name: 'Code unknown',
  play: async ({ canvasElement }) => {
    const field = await applyCode(canvasElement, 'NOSUCHCODE');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(FAKE_COUPON_REFUSALS.unknown)),
    );
  },
};

export const CodeExpired: Story = {
  name: 'Code expired',
  play: async ({ canvasElement }) => {
    const field = await applyCode(canvasElement, 'SPRING2025');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(FAKE_COUPON_REFUSALS.expired)),
    );
  },
};

export const CodeUsedUp: Story = {
  name: 'Code used up',
  play: async ({ canvasElement }) => {
    const field = await applyCode(canvasElement, 'WELCOME50');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(FAKE_COUPON_REFUSALS.usedUp)),
    );
  },
};

export const CodeNotApplicable: Story = {
  name: 'Code not applicable',
  play: async ({ canvasElement }) => {
    const field = await applyCode(canvasElement, 'DENTAL15');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(FAKE_COUPON_REFUSALS.notApplicable)),
    );
  },
};

export const ApplyingCode: Story = {
  name: 'Applying a code',
  args: { options: { couponHangs: true } },
  play: async ({ canvasElement }) => {
    await applyCode(canvasElement, 'GYMTONIC10');
    await expect(within(canvasElement).getByRole('button', { name: text.applyPromoCode })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const RemoveProgramme: Story = {
  name: 'Remove a programme',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Gym Tonic' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Remove Gym Tonic from the cart?',
    });
    await expect(dialog).toBeVisible();
  },
};

export const CheckingOut: Story = {
  name: 'Checking out',
  args: { options: { checkoutHangs: true } },
  play: async ({ canvasElement }) => {
    const checkout = await within(canvasElement).findByRole('button', { name: text.checkout });
    await summary(canvasElement);
    await userEvent.click(checkout);
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  },
};

export const OrderPlaced: Story = {
  name: 'Order placed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.checkout }));
    await expect(await canvas.findByRole('heading', { name: text.orderPlacedTitle })).toBeVisible();
    await expect(canvas.getByText('ORD-2026-1001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.continueToPayment })).toHaveAttribute(
      'href',
      '/payment?orderId=order-1',
    );
    // The busy button's announcement outlives the button (see waitForAnnouncementsToSettle).
    await waitForAnnouncementsToSettle();
  },
};

export const LoadError: Story = {
  name: 'Load error',
  args: { options: { cartFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.generic.somethingWentWrong)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.generic.retry })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { data: cartWithItems('GYMTONIC10') },
  play: async ({ canvasElement }) => {
    await summary(canvasElement);
  },
};
