import { messages, paymentPageMessages } from '@careportal/domain';
import { ThemeProvider } from '@careportal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakePaymentApi, FakePaymentData } from './fakes/fakePaymentApi';
import { PaymentScreen } from '../../test/screens/PaymentScreen';
import { awaitingDeduction, egiroPaymentData, paymentData } from './fakes/sampleOrders';

const text = paymentPageMessages;
const PAY = 'Pay $470.88 by eGIRO';

afterEach(() => {
  sessionStorage.clear();
});

function renderPayment(data: FakePaymentData, path = '/payment?orderId=order-1') {
  let api: FakePaymentApi | undefined;
  render(
    <ThemeProvider>
      <PaymentScreen
        path={path}
        data={data}
        onApi={(made) => {
          api = made;
        }}
      />
    </ThemeProvider>,
  );
  if (api === undefined) throw new Error('The fake API was not made.');
  return api;
}

const count = (api: FakePaymentApi, call: string) => api.calls.filter((made) => made === call).length;

describe('paying by eGIRO', () => {
  it('is offered for an Active Ageing order only', async () => {
    renderPayment(paymentData());
    expect(await screen.findByRole('radio', { name: new RegExp(text.methods.CARD) })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: new RegExp(text.egiro.method) })).toBeNull();
  });

  it('asks the bank once however often Pay is pressed, with the chosen arrangement, then says when it is deducted', async () => {
    const api = renderPayment(egiroPaymentData());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: new RegExp(text.egiro.method) }));
    await user.click(await screen.findByRole('radio', { name: /OCBC, reference DDA2026112200002/ }));
    const pay = screen.getByRole('button', { name: PAY });
    await user.click(pay);
    await user.click(pay);
    expect(await screen.findByRole('heading', { name: text.egiro.scheduledTitle })).toBeInTheDocument();
    expect(screen.getByText(/deducted from your bank account on 21\/12\/2026/)).toBeInTheDocument();
    expect(count(api, 'POST payment/egiro')).toBe(1);
    expect(Object.values(api.data.payments)).toMatchObject([
      { method: 'EGIRO', status: 'PROCESSING', egiroArrangementId: 'egiro-2' },
    ]);
    expect(sessionStorage.getItem('payment-attempt:EGIRO:order-1')).toBeNull();
  });

  it('with no active arrangement, leads to the application instead', async () => {
    renderPayment(egiroPaymentData({ egiroArrangements: [] }));
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(text.egiro.method) }));
    expect(await screen.findByRole('heading', { name: text.egiro.noneTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.egiro.apply })).toHaveAttribute('href', '/egiro/apply');
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
  });

  it("shows a refusal in the catalogue's words, and the next press is a new attempt", async () => {
    const api = renderPayment(egiroPaymentData({ egiroRefusal: messages.egiro.payOtherPerson }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: new RegExp(text.egiro.method) }));
    await user.click(await screen.findByRole('button', { name: PAY }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.egiro.payOtherPerson);
    expect(api.data.order.status).toBe('PENDING');
    expect(sessionStorage.getItem('payment-attempt:EGIRO:order-1')).toBeNull();
  });
});

describe('the completion of an eGIRO payment', () => {
  it('says the day it will be deducted, then, once the bank has deducted it, that it is paid', async () => {
    const api = renderPayment(paymentData({ order: awaitingDeduction() }), '/payment-completion/order-1');
    expect(await screen.findByRole('heading', { name: text.egiro.scheduledTitle })).toBeInTheDocument();
    expect(
      screen.getByText(/NH-1001 will be deducted from your bank account on 21\/12\/2026/),
    ).toBeInTheDocument();
    api.deduct();
    await userEvent.click(screen.getByRole('button', { name: text.checkAgain }));
    expect(await screen.findByRole('heading', { name: text.completionTitle })).toBeInTheDocument();
    expect(screen.getAllByText(text.egiro.paidWith).length).toBeGreaterThan(0);
  });
});
