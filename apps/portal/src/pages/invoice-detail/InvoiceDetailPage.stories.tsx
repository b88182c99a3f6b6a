import { invoicePageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentsScreen } from '../../test/screens/PaymentsScreen';
import {
  CARD_ORDER_ID,
  PAYNOW_ORDER_ID,
  PENDING_ORDER_ID,
} from '../../features/payments/fakes/samplePayments';
import { expectBusy, expectLoadError } from '../../features/payments/fakes/screenChecks';

const text = invoicePageMessages;

const meta = {
  title: 'Screens/Invoices/Detail',
  component: PaymentsScreen,
  args: { path: `/invoice/${CARD_ORDER_ID}` },
} satisfies Meta<typeof PaymentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function summary(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('table', { name: 'Order summary' }));
}

export const Loading: Story = {
  args: { options: { ordersHang: true } },
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, messages.generic.loading);
  },
};

export const PaidByCard: Story = {
  name: 'Paid by card, with a discount',
  play: async ({ canvasElement }) => {
    const table = await summary(canvasElement);
    await expect(table.getByRole('row', { name: /^Less - PHYSIO20/ })).toHaveTextContent('-$20.00');
    await expect(table.getByRole('rowheader', { name: 'GST (9%)' }).nextElementSibling).toHaveTextContent(
      '$36.45',
    );
    await expect(
      table.getByRole('rowheader', { name: 'Total payable' }).nextElementSibling,
    ).toHaveTextContent('$441.45');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('INV-0001008')).toBeVisible();
    await expect(canvas.getByText('VISA ending in 4242')).toBeVisible();
    await expect(canvas.getByText('Tan Mei Ling')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.downloadInvoice })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: text.payNow })).toBeNull();
  },
};

export const PaidByPayNow: Story = {
  name: 'Paid by PayNow',
  args: { path: `/invoice/${PAYNOW_ORDER_ID}` },
  play: async ({ canvasElement }) => {
    await summary(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.paymentMethods.PAYNOW)).toBeVisible();
    await expect(canvas.getByText('DBS20260818K7Q2')).toBeVisible();
  },
};

export const WaitingForPayment: Story = {
  name: 'Waiting for payment',
  args: { path: `/invoice/${PENDING_ORDER_ID}` },
  play: async ({ canvasElement }) => {
    await summary(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.unpaidNote)).toBeVisible();
    await expect(canvas.getByText(text.noPayment)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.payNow })).toHaveAttribute(
      'href',
      `/payment?orderId=${PENDING_ORDER_ID}`,
    );
  },
};

export const Downloaded: Story = {
  name: 'Invoice downloaded',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.downloadInvoice }));
    await expect(await canvas.findByText('Your invoice INV-0001008.pdf has been downloaded.')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Order not found',
  args: { path: '/invoice/7a1b2c3d-4e5f-4a6b-8c7d-000000000000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cart.orderNotFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.backToHistory })).toHaveAttribute('href', '/invoice');
  },
};

export const LoadError: Story = {
  name: 'Load error',
  args: { options: { ordersFail: true } },
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement);
  },
};
