import { paymentPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PaymentScreen } from '../../test/screens/PaymentScreen';
import {
  awaitingDeduction,
  paidByPayNow,
  paidOrder,
  paymentData,
  pendingOrder,
} from '../../features/payments/fakes/sampleOrders';

const text = paymentPageMessages;

const meta = {
  title: 'Screens/Payment/Completion',
  component: PaymentScreen,
  args: { path: '/payment-completion/order-1', data: paymentData({ order: paidOrder() }) },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid by card: the thanks takes focus; how, when and the reference; the rating. */
export const PaidByCard: Story = {
  name: 'Paid by card',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thanks = await canvas.findByRole('heading', { name: text.completionTitle });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText('VISA ending in 4242')).toBeVisible();
    await expect(canvas.getByText('PAY-700001')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: text.ratingQuestion })).toBeVisible();
  },
};

/** The rating is sent once, then thanked. */
export const Rating: Story = {
  name: 'Rating sent',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.sendRating }));
    await expect(await canvas.findByText('Rating is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^5/ }));
    await userEvent.click(canvas.getByRole('button', { name: text.sendRating }));
    await expect(await canvas.findByText(text.ratingThanks)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.sendRating })).toBeNull();
  },
};

export const PaidByPayNow: Story = {
  name: 'Paid by PayNow',
  args: { data: paymentData({ order: paidByPayNow() }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.paidWithPayNow)).toBeVisible();
  },
};

/** Back from the bank's page without paying: nothing was charged, and the way to pay. */
export const NotPaid: Story = {
  name: 'Not paid',
  args: { data: paymentData({ order: pendingOrder() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.notPaidTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.payNow })).toHaveAttribute(
      'href',
      '/payment?orderId=order-1',
    );
  },
};

export const NotFound: Story = {
  name: 'Order not found',
  args: { path: '/payment-completion/someone-elses' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.orderNotFound)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: PaidByCard.play,
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { data: paymentData({ order: paidOrder({ feedbackRating: 5 }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.ratingThanks)).toBeVisible();
  },
};

/** Paid by eGIRO, waiting for the bank's deduction: the day it will be deducted. */
export const ToBeDeducted: Story = {
  name: 'eGIRO, to be deducted',
  args: { data: paymentData({ order: awaitingDeduction() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: text.egiro.scheduledTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(/NH-1001 will be deducted from your bank account on 21\/12\/2026/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.checkAgain })).toBeVisible();
  },
};
