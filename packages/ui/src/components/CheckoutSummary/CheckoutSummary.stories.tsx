import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rem } from '../../theme/rem';
import { CheckoutSummary, type CheckoutSummaryLine } from './CheckoutSummary';

const gymTonic: CheckoutSummaryLine = {
  id: 'line-gym-tonic',
  description: 'Gym Tonic – 24 sessions, Kampung Admiralty Active Ageing Hub',
  quantity: 1,
  amountCents: 36_000,
};
const circuit: CheckoutSummaryLine = {
  id: 'line-circuit',
  description: 'Circuit Training – 12 sessions, Bukit Batok West Active Ageing Hub',
  quantity: 1,
  amountCents: 18_000,
};

const meta = {
  title: 'Display/CheckoutSummary',
  component: CheckoutSummary,
  args: {
    items: [gymTonic, circuit],
    subTotalCents: 54_000,
    discountCents: 0,
    gstCents: 4_860,
    gstPercentage: 9,
    payableCents: 58_860,
  },
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Order summary' }));
    await expect(table.getByRole('rowheader', { name: 'GST (9%)' }).nextElementSibling).toHaveTextContent(
      '$48.60',
    );
    await expect(
      table.getByRole('rowheader', { name: 'Total payable' }).nextElementSibling,
    ).toHaveTextContent('$588.60');
  },
};

export const WithDiscount: Story = {
  name: 'With discount',
  args: {
    items: [
      { ...gymTonic, discount: { description: 'GYMTONIC10: 10% off Gym Tonic', amountCents: 3_600 } },
      circuit,
    ],
    subTotalCents: 54_000,
    discountCents: 3_600,
    gstCents: 4_536,
    payableCents: 54_936,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const discount = canvas.getByRole('row', { name: /^Less - GYMTONIC10/ });
    await expect(within(discount).getAllByRole('cell')[1]).toHaveTextContent('-$36.00');
    // Stated once: the subtotal is after it, and the totals have no second discount row.
    await expect(canvas.getByRole('rowheader', { name: 'Subtotal' }).nextElementSibling).toHaveTextContent(
      '$504.00',
    );
    await expect(canvas.queryByRole('rowheader', { name: 'Discount' })).not.toBeInTheDocument();
  },
};

/** A line's discount and the order's own: the totals name only the order's. */
export const OrderDiscountToo: Story = {
  name: "A line's discount and the order's own",
  args: {
    items: [
      { ...gymTonic, discount: { description: 'GYMTONIC10: 10% off Gym Tonic', amountCents: 3_600 } },
      circuit,
    ],
    subTotalCents: 54_000,
    discountCents: 5_600,
    gstCents: 4_356,
    payableCents: 52_756,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Discount' }).nextElementSibling).toHaveTextContent(
      '-$20.00',
    );
  },
};

export const ReferralOnEveryLine: Story = {
  name: 'Referral on every line',
  args: {
    items: [
      { ...gymTonic, discount: { description: 'Referral: 5% off', amountCents: 1_800 } },
      { ...circuit, discount: { description: 'Referral: 5% off', amountCents: 900 } },
    ],
    subTotalCents: 54_000,
    discountCents: 2_700,
    gstCents: 4_617,
    payableCents: 55_917,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row', { name: /^Less - Referral/ })).toHaveLength(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { ...gymTonic, discount: { description: 'GYMTONIC10: 10% off Gym Tonic', amountCents: 3_600 } },
      {
        id: 'line-day-care',
        description: 'Day care – monthly, Jurong Spring',
        quantity: 2,
        amountCents: 123_450,
      },
    ],
    subTotalCents: 159_450,
    discountCents: 3_600,
    gstCents: 14_026,
    payableCents: 169_876,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: rem(320) }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    // The descriptions wrap; the table never runs past the narrowest screen.
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(within(table).getByText('$1,698.76')).toBeVisible();
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Total payable' })).toBeVisible();
  },
};
