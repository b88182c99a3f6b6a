import { bookingPageMessages, messages, registerPageMessages } from '@careportal/domain';
import { ThemeProvider } from '@careportal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeBookingApi, FakeBookingData } from '../../features/services/fakes/fakeBookingApi';
import { BookingScreen } from '../../test/screens/BookingScreen';
import {
  HELD_SERVICE_ID,
  RENEWABLE_SERVICE_ID,
  bookingData,
  bookingPath,
  sampleService,
} from '../../features/services/fakes/sampleBookings';

const text = bookingPageMessages.renew;

function renderRenew(serviceId: string, data: FakeBookingData = bookingData()) {
  let api: FakeBookingApi | undefined;
  render(
    <ThemeProvider>
      <BookingScreen
        path={bookingPath('renew', serviceId)}
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

const cartCalls = (api: FakeBookingApi) => api.calls.filter((call) => call.endsWith(' cart'));

describe('renewing a service', () => {
  it('puts the same programme, offer and centre in the cart for the same person, then opens the cart review', async () => {
    const api = renderRenew(RENEWABLE_SERVICE_ID);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Gym Tonic' })).toBeInTheDocument();
    expect(screen.getByText('24 sessions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.renew }));

    expect(await screen.findByRole('heading', { level: 1, name: '/cart-review' })).toBeInTheDocument();
    const service = sampleService();
    expect(api.data.cart).toEqual({
      categoryId: service.categoryId,
      customerId: null,
      items: [
        {
          categoryId: service.categoryId,
          productId: service.productId,
          offeringId: service.offeringId,
          centerId: service.centerId,
        },
      ],
      source: 'MYNH',
    });
  });

  it("renews a loved one's service for them", async () => {
    const data = bookingData('BOOKING_COMPLETED', {
      services: [
        sampleService({
          id: RENEWABLE_SERVICE_ID,
          renewable: true,
          forSelf: false,
          personId: 'client-tan-mei-ling',
          personName: 'Tan Mei Ling',
        }),
      ],
    });
    const api = renderRenew(RENEWABLE_SERVICE_ID, data);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.renew }));
    await screen.findByRole('heading', { level: 1, name: '/cart-review' });
    expect(api.data.cart?.customerId).toBe('client-tan-mei-ling');
  });

  it("asks before replacing a cart that holds someone else's programmes", async () => {
    const data = bookingData('BOOKING_COMPLETED', {
      cart: {
        categoryId: 'another-category',
        categoryName: 'Care services',
        customerId: 'client-someone-else',
        customerName: 'Lim Bee Hoon',
        items: [{ categoryId: 'another-category', productId: 'p', offeringId: 'o', centerId: 'c' }],
      },
    });
    const api = renderRenew(RENEWABLE_SERVICE_ID, data);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.renew }));
    expect(
      await screen.findByRole('alertdialog', { name: registerPageMessages.replaceCartTitle }),
    ).toBeInTheDocument();
    expect(api.calls).not.toContain('PUT cart');
  });

  it('refuses a service still held, plainly, with the way back, and never touches the cart', async () => {
    const api = renderRenew(HELD_SERVICE_ID);
    expect(await screen.findByText(messages.catalogue.cannotRenew)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text.refusedTitle);
    expect(screen.getByRole('link', { name: bookingPageMessages.backToMyServices })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button', { name: text.renew })).toBeNull();
    expect(cartCalls(api)).toEqual([]);
  });
});
