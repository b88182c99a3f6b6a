import { formatMessage, messages, paymentPageMessages } from '@careportal/domain';
import { ThemeProvider } from '@careportal/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakePaymentApi, FakePaymentData } from '../../features/payments/fakes/fakePaymentApi';
import { PaymentScreen } from '../../test/screens/PaymentScreen';
import { challengedPayment, paymentData } from '../../features/payments/fakes/sampleOrders';
import { STATUS_POLL } from '../../features/payments/paymentApi';

const text = paymentPageMessages;

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function renderPayment(data: FakePaymentData = paymentData(), path = '/payment?orderId=order-1') {
  let api: FakePaymentApi | undefined;
  const onRedirect = vi.fn();
  render(
    <ThemeProvider>
      <PaymentScreen
        path={path}
        data={data}
        onRedirect={onRedirect}
        onApi={(made) => {
          api = made;
        }}
      />
    </ThemeProvider>,
  );
  if (api === undefined) throw new Error('The fake API was not made.');
  return { api, onRedirect };
}

const count = (api: FakePaymentApi, call: string) => api.calls.filter((made) => made === call).length;

describe('whom the tax invoice is for', () => {
  it('a company: its name is required first, then the order is billed to it and can be paid', async () => {
    const { api } = renderPayment();
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: text.segments.RETAIL })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: text.segments.CORPORATE }));
    // Until the company is named, there is nothing to pay with.
    expect(screen.queryByRole('button', { name: 'Pay $470.88' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(text.companyNeeded);

    await user.click(screen.getByRole('button', { name: text.billToCompany }));
    const field = screen.getByRole('textbox', { name: messages.fields.companyName });
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(messages.validation.companyNameRequired),
      );
    });
    expect(field).toHaveFocus();
    expect(api.data.order.paymentSegment).toBe('RETAIL');

    await user.type(field, 'Kampung Care Pte Ltd');
    await user.click(screen.getByRole('button', { name: text.billToCompany }));
    expect(
      await screen.findByText(formatMessage(text.billedToCompany, { company: 'Kampung Care Pte Ltd' })),
    ).toBeInTheDocument();
    expect(api.data.order).toMatchObject({
      paymentSegment: 'CORPORATE',
      companyName: 'Kampung Care Pte Ltd',
    });
    expect(await screen.findByRole('button', { name: 'Pay $470.88' })).toBeInTheDocument();

    // Back to retail: saved at once, the company forgotten.
    await user.click(screen.getByRole('radio', { name: text.segments.RETAIL }));
    await waitFor(() => {
      expect(api.data.order).toMatchObject({ paymentSegment: 'RETAIL', companyName: null });
    });
    expect(screen.queryByRole('textbox', { name: messages.fields.companyName })).toBeNull();
  });
});

describe('paying by card', () => {
  it('charges once however often Pay is pressed, then shows the completion', async () => {
    const { api } = renderPayment(paymentData(), '/payment?orderId=order-1');
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: 'Pay $470.88' });
    await user.click(pay);
    await user.click(pay);
    expect(await screen.findByRole('heading', { name: text.completionTitle })).toBeInTheDocument();
    expect(Object.keys(api.data.payments)).toHaveLength(1);
    expect(count(api, 'POST linkpay/payments')).toBe(1);
  });

  it('keeps a declined order payable, and a new press with another card is a new attempt', async () => {
    const { api } = renderPayment(paymentData({ cardOutcome: 'decline' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $470.88' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.payment.unsuccessful);
    expect(api.data.order.status).toBe('PENDING');

    api.data.cardOutcome = 'approve';
    await user.click(screen.getByRole('radio', { name: /VISA/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay $470.88' }));
    expect(await screen.findByRole('heading', { name: text.completionTitle })).toBeInTheDocument();
    expect(api.data.order.paymentTransaction?.cardLast4).toBe('4242');
  });

  it('sends the person to the issuer for 3-D Secure, keeping the attempt for the way back', async () => {
    const { onRedirect } = renderPayment(paymentData({ cardOutcome: 'challenge' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $470.88' }));
    await waitFor(() => {
      expect(onRedirect).toHaveBeenCalledWith('https://gateway.example/3ds/payment-1');
    });
    expect(sessionStorage.getItem('payment-attempt:CARD:order-1')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('the 3-D Secure way back', () => {
  it('approved: the completion; the attempt is over', async () => {
    sessionStorage.setItem('payment-attempt:CARD:order-1', 'attempt-kept-0001');
    renderPayment(challengedPayment('approve'), '/payment/verification?paymentId=payment-1&orderId=order-1');
    expect(await screen.findByRole('heading', { name: text.completionTitle })).toBeInTheDocument();
    expect(sessionStorage.getItem('payment-attempt:CARD:order-1')).toBeNull();
  });

  it('declined: why, and back to the payment', async () => {
    renderPayment(challengedPayment('decline'), '/payment/verification?paymentId=payment-1&orderId=order-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.payment.tryAgainOrAnotherCard);
    expect(screen.getByRole('link', { name: text.backToPayment })).toHaveAttribute(
      'href',
      '/payment?orderId=order-1',
    );
  });
});

describe('paying by PayNow', () => {
  it('asks the status every 3 s, at most 5 times a round; Check again starts another; paid moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderPayment();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('radio', { name: new RegExp(text.methods.PAYNOW) }));
    expect(await screen.findByRole('img', { name: /PayNow QR code/ })).toBeInTheDocument();
    const polls = () => count(api, 'GET order/order-1/status');
    const before = polls();

    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL.intervalMs * 10));
    expect(polls() - before).toBe(STATUS_POLL.timesPerRound);
    expect(screen.getByText(text.notReceivedYet)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.checkAgain }));
    api.settle();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL.intervalMs));
    expect(await screen.findByRole('heading', { name: text.completionTitle })).toBeInTheDocument();
    expect(polls() - before).toBe(STATUS_POLL.timesPerRound + 1);
  });

  it("opens the bank's page for the bill on this device", async () => {
    const { onRedirect } = renderPayment();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: new RegExp(text.methods.PAYNOW) }));
    await screen.findByRole('img', { name: /PayNow QR code/ });
    await user.click(screen.getByRole('button', { name: text.payWithBank }));
    await waitFor(() => {
      expect(onRedirect).toHaveBeenCalledWith('https://bank.example/paynow/NH-1001-01');
    });
  });
});

describe('the completion', () => {
  it('sends the rating once, then thanks', async () => {
    const { api } = renderPayment(paymentData({ cardOutcome: 'approve' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $470.88' }));
    await screen.findByRole('heading', { name: text.completionTitle });
    await user.click(screen.getByRole('radio', { name: /^6/ }));
    await user.click(screen.getByRole('button', { name: text.sendRating }));
    expect(await screen.findByText(text.ratingThanks)).toBeInTheDocument();
    expect(api.data.order.feedbackRating).toBe(6);
  });
});
