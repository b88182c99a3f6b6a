import { bookingPageMessages, messages, registerPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BookingScreen } from '../../test/screens/BookingScreen';
import {
  HELD_SERVICE_ID,
  RENEWABLE_SERVICE_ID,
  bookingData,
  bookingPath,
} from '../../features/services/fakes/sampleBookings';

const text = bookingPageMessages.renew;

const meta = {
  title: 'Screens/Booking/Renew',
  component: BookingScreen,
  args: { path: bookingPath('renew', RENEWABLE_SERVICE_ID), data: bookingData('BOOKING_COMPLETED') },
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The pressed button announced itself as pending by pointing at its own label; react-aria keeps that entry for
 * about 7 s, past the button, which the next screen replaced. Let it expire before axe looks.
 */
async function pendingAnnouncementGone(canvasElement: HTMLElement) {
  const announcer = canvasElement.ownerDocument.querySelector('[data-live-announcer]');
  await waitFor(() => expect(announcer?.querySelector('[aria-labelledby]') ?? null).toBeNull(), {
    timeout: 10_000,
  });
}

/** A service that can be renewed: what goes into the cart, and the one button. */
export const Renewable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gym Tonic' })).toBeVisible();
    await expect(canvas.getByText('Kampung Admiralty Active Ageing Hub')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.renew })).toBeEnabled();
  },
};

/** Renewed: the cart review opens (shown here as its address). */
export const RenewOk: Story = {
  name: 'Renew ok',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.renew }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '/cart-review' })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

/** The cart holds someone else's programmes: asked first, as the registration asks. */
export const ReplaceCart: Story = {
  name: 'Replace cart',
  args: {
    data: bookingData('BOOKING_COMPLETED', {
      cart: {
        categoryId: 'care-services',
        categoryName: 'Care services',
        customerId: 'client-lim-bee-hoon',
        customerName: 'Lim Bee Hoon',
        items: [
          { categoryId: 'care-services', productId: 'day-care', offeringId: 'monthly', centerId: 'bedok' },
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.renew }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('alertdialog', { name: registerPageMessages.replaceCartTitle }),
    ).toBeVisible();
  },
};

/** Still held: refused plainly, with the way back; the cart is not touched. */
export const RenewRefused: Story = {
  name: 'Renew refused',
  args: { path: bookingPath('renew', HELD_SERVICE_ID) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.catalogue.cannotRenew)).toBeVisible();
    await expect(canvas.getByRole('link', { name: bookingPageMessages.backToMyServices })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('button', { name: text.renew })).toBeNull();
  },
};

export const Loading: Story = {
  args: { options: { servicesHang: true } },
};

export const LoadError: Story = {
  name: 'Load error',
  args: { options: { servicesFail: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Renewable.play,
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  play: RenewRefused.play,
  args: { path: bookingPath('renew', HELD_SERVICE_ID) },
};
