import { messages, cartPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Session } from '../../auth/session';
import { createFakeCartApi, type FakeCartApiOptions } from '../../features/cart/fakes/fakeCartApi';
import { PortalScreen } from '../../test/screens/PortalScreen';
import { GYM_TONIC_ID, RESISTANCE_BAND_ID, emptyCart } from '../../features/cart/fakes/sampleCart';

const text = cartPageMessages;

const visitor: Session = {
  status: 'signed-out',
  signIn: fn().mockName('signIn'),
  signOut: fn().mockName('signOut'),
};

interface ProductScreenProps {
  productId: string;
  options?: FakeCartApiOptions;
}

/** A product's page in the portal's frame, for a visitor, over an in-memory catalogue. */
function ProductScreen({ productId, options }: ProductScreenProps) {
  const [api] = useState(() => createFakeCartApi(emptyCart(), options));
  return <PortalScreen path={`/product/${productId}`} api={api} session={visitor} />;
}

const meta = {
  title: 'Screens/Product',
  component: ProductScreen,
  args: { productId: GYM_TONIC_ID },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { options: { productHangs: true } },
};

export const Offers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gym Tonic' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^24 sessions, \$360\.00/ })).toBeInTheDocument();
  },
};

export const ChoiceMissing: Story = {
  name: 'Choice missing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.checkOutProduct }));
    await expect(canvas.getAllByText(text.chooseOfferFirst)).toHaveLength(2);
  },
};

export const SingleOffer: Story = {
  name: 'Single offer and centre',
  args: { productId: RESISTANCE_BAND_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /^Set of 3, \$45\.50/ })).toBeChecked();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { productId: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: messages.catalogue.productNotValid }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Gym Tonic' }),
    ).toBeVisible();
  },
};
