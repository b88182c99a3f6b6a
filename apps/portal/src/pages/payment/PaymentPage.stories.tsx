import { messages, paymentPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FakePaymentApi } from '../../features/payments/fakes/fakePaymentApi';
import { PaymentScreen } from '../../test/screens/PaymentScreen';
import {
  egiroPaymentData,
  lovedOneOrder,
  paidOrder,
  paymentData,
  pendingOrder,
} from '../../features/payments/fakes/sampleOrders';

const text = paymentPageMessages;
const PAY = '/payment?orderId=order-1';
const ISSUED = Date.parse('2026-11-22T09:00:00+08:00');
/** A clock the story moves by hand, so the countdown reads the same on every run. */
const clock = { at: ISSUED };
const handClock = () => clock.at;

const meta = {
  title: 'Screens/Payment',
  component: PaymentScreen,
  args: { path: PAY, now: handClock, onRedirect: fn() },
  beforeEach: () => {
    clock.at = ISSUED;
    sessionStorage.clear();
  },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Pay $470.88' });

async function choosePayNow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(text.methods.PAYNOW) }));
  await expect(await canvas.findByRole('img', { name: /PayNow QR code for \$470\.88/ })).toBeVisible();
}

/** The order as the server priced it, and the default saved card chosen. */
export const ByCard: Story = {
  name: 'By card',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('NH-1001')).toBeVisible();
    await expect(canvas.getAllByText('Tan Ah Kow (you)', { selector: 'dd' })).toHaveLength(2);
    await expect(canvas.getByRole('rowheader', { name: 'GST (9%)' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /MasterCard/ })).toBeChecked();
    await expect(await payButton(canvasElement)).toBeEnabled();
  },
};

/** Paying for a loved one: the services are theirs, the payer is the customer. */
export const ForALovedOne: Story = {
  name: 'For a loved one',
  args: { data: paymentData({ order: lovedOneOrder() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tan Mei Ling')).toBeVisible();
    await expect(canvas.getByText('Tan Ah Kow (you)')).toBeVisible();
  },
};

/** A corporate customer who has not named the company yet: the field says so, and there is nothing to pay with. */
export const CorporateCompanyNeeded: Story = {
  name: 'Corporate customer: company needed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: text.segments.CORPORATE }));
    await userEvent.click(canvas.getByRole('button', { name: text.billToCompany }));
    const field = canvas.getByRole('textbox', { name: messages.fields.companyName });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(messages.validation.companyNameRequired),
      ),
    );
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(text.companyNeeded);
    await expect(canvas.queryByRole('button', { name: 'Pay $470.88' })).toBeNull();
  },
};

/** A corporate order: the tax invoice is made out to the company, and the order can be paid. */
export const CorporateCustomer: Story = {
  name: 'Corporate customer',
  args: {
    data: paymentData({
      order: pendingOrder({ paymentSegment: 'CORPORATE', companyName: 'Kampung Care Pte Ltd' }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: text.segments.CORPORATE })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: messages.fields.companyName })).toHaveValue(
      'Kampung Care Pte Ltd',
    );
    await expect(canvas.getByText('The tax invoice will be made out to Kampung Care Pte Ltd.')).toBeVisible();
    await expect(await payButton(canvasElement)).toBeEnabled();
  },
};

export const NoSavedCards: Story = {
  name: 'No saved cards',
  args: { data: paymentData({ cards: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.payment.noCards)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.addCard })).toHaveAttribute('href', '/cards/add');
  },
};

/** The issuer declines: the catalogue's words stay on the page, and the order can be paid again. */
export const CardDeclined: Story = {
  name: 'Card declined',
  args: { data: paymentData({ cardOutcome: 'decline' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await payButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.payment.unsuccessful);
    await expect(alert).toHaveTextContent(messages.payment.tryAgainOrAnotherCard);
    await expect(await payButton(canvasElement)).toBeEnabled();
  },
};

/** The issuer asks for 3-D Secure: the person goes to its page. */
export const ThreeDSecure: Story = {
  name: 'Card with 3-D Secure',
  args: { data: paymentData({ cardOutcome: 'challenge' }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await payButton(canvasElement));
    await waitFor(() =>
      expect(args.onRedirect).toHaveBeenCalledWith('https://gateway.example/3ds/payment-1'),
    );
  },
};

/** The PayNow QR with its 15 minutes, the amount and reference, and the bank's page for this device. */
export const PayNow: Story = {
  name: 'PayNow',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePayNow(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('15:00');
    await expect(canvas.getByText(text.waitingForPayment)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.payWithBank })).toBeEnabled();
  },
};

/** Its 15 minutes are over: the code is gone; a new one has a new reference. */
export const PayNowExpired: Story = {
  name: 'PayNow, expired',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePayNow(canvasElement);
    clock.at = ISSUED + 15 * 60_000;
    await expect(
      await canvas.findByRole('heading', { name: text.qrExpiredTitle }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /PayNow QR code/ })).toBeNull();
  },
};

/**
 * A round of status checks ended without the payment (the seeds ask 5 times, 3 s apart; quicker here): the page
 * says so, and Check again starts another round.
 */
export const PayNowNotReceivedYet: Story = {
  name: 'PayNow, not received yet',
  args: { statusPoll: { intervalMs: 40, timesPerRound: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePayNow(canvasElement);
    await expect(await canvas.findByText(text.notReceivedYet, {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.checkAgain })).toBeEnabled();
  },
};

/** The fake behind the story that settles a payment, as the bank would. */
const bank: { api: FakePaymentApi | null } = { api: null };

/** A banking app pays the QR: the page hears of it within a round and moves on to the completion. */
export const PayNowPaid: Story = {
  name: 'PayNow, paid while the page waits',
  args: {
    onApi: (made) => {
      bank.api = made;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePayNow(canvasElement);
    bank.api?.settle();
    await expect(
      await canvas.findByRole('heading', { name: text.completionTitle }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText(text.paidWithPayNow)).toBeVisible();
  },
};

export const AlreadyPaid: Story = {
  name: 'Already paid',
  args: { data: paymentData({ order: paidOrder() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.alreadyPaidTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.seeCompletion })).toHaveAttribute(
      'href',
      '/payment-completion/order-1',
    );
  },
};

export const OrderNotFound: Story = {
  name: 'Order not found',
  args: { path: '/payment?orderId=someone-elses' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.orderNotFound)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: { orderHangs: true } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: PayNow.play,
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  play: ByCard.play,
};

async function chooseEgiro(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(text.egiro.method) }));
}

/** An Active Ageing order by eGIRO: the payer's active arrangements, the first chosen, and the deduction day. */
export const ByEgiro: Story = {
  name: 'By eGIRO',
  args: { data: egiroPaymentData() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseEgiro(canvasElement);
    await expect(
      await canvas.findByRole('radio', { name: /DBS\/POSB, reference DDA2026112200001/ }),
    ).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /OCBC, reference DDA2026112200002/ })).not.toBeChecked();
    await expect(canvas.getByText(/deducted from your bank account on 21\/12\/2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $470.88 by eGIRO' })).toBeEnabled();
  },
};

/** No active arrangement for the person: a way to apply instead. */
export const ByEgiroNoArrangement: Story = {
  name: 'By eGIRO, no arrangement',
  args: { data: egiroPaymentData({ egiroArrangements: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseEgiro(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.egiro.noneTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.egiro.apply })).toHaveAttribute(
      'href',
      '/egiro/apply',
    );
  },
};

/** The API refuses the arrangement: its words stay on the page, and the order stays payable. */
export const ByEgiroRefused: Story = {
  name: 'By eGIRO, refused',
  args: { data: egiroPaymentData({ egiroRefusal: messages.egiro.payNotActive }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseEgiro(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $470.88 by eGIRO' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.egiro.payNotActive);
  },
};
