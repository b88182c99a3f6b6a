import { messages, paymentPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentScreen } from '../../test/screens/PaymentScreen';
import { challengedPayment } from '../../features/payments/fakes/sampleOrders';

const text = paymentPageMessages;

const meta = {
  title: 'Screens/Payment/Verification',
  component: PaymentScreen,
  args: {
    path: '/payment/verification?paymentId=payment-1&orderId=order-1',
    data: challengedPayment('approve'),
  },
  beforeEach: () => {
    sessionStorage.clear();
  },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The issuer approved: the payment is complete. */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: text.completionTitle }),
    ).toBeVisible();
  },
};

/** The issuer declined: why, in the catalogue's words, and the way back to pay again. */
export const Declined: Story = {
  args: { data: challengedPayment('decline') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.payment.unsuccessful);
    await expect(alert).toHaveTextContent(messages.payment.tryAgainOrAnotherCard);
    await expect(canvas.getByRole('link', { name: text.backToPayment })).toHaveAttribute(
      'href',
      '/payment?orderId=order-1',
    );
  },
};

/** The check is not finished at the bank yet. */
export const StillOpen: Story = {
  name: 'Still open',
  args: { data: challengedPayment('open') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.stillWaitingBank)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.checkAgain }));
    await expect(await canvas.findByText(text.stillWaitingBank)).toBeVisible();
  },
};

export const MissingPayment: Story = {
  name: 'Without a payment',
  args: { path: '/payment/verification' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.orderNotFound)).toBeVisible();
  },
};
