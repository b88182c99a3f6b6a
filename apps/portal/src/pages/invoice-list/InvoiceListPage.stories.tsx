import { invoicePageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentsScreen } from '../../test/screens/PaymentsScreen';
import { manyOrders, paymentsData, PENDING_ORDER_ID } from '../../features/payments/fakes/samplePayments';
import { expectBusy, expectLoadError } from '../../features/payments/fakes/screenChecks';

const text = invoicePageMessages;

const meta = {
  title: 'Screens/Invoices/List',
  component: PaymentsScreen,
  args: { path: '/invoice' },
} satisfies Meta<typeof PaymentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order numbers shown, in order. */
async function orderNumbers(canvasElement: HTMLElement): Promise<string[]> {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: text.ordersTitle });
  return canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

export const Loading: Story = {
  args: { options: { ordersHang: true } },
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, messages.generic.loading);
  },
};

export const Empty: Story = {
  name: 'No orders yet',
  args: { data: paymentsData([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.emptyTitle })).toBeVisible();
  },
};

export const Orders: Story = {
  name: 'Orders, newest first',
  play: async ({ canvasElement }) => {
    await expect(await orderNumbers(canvasElement)).toEqual(['NH-0001012', 'NH-0001008', 'NH-0001003']);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pay now for order NH-0001012' })).toHaveAttribute(
      'href',
      `/payment?orderId=${PENDING_ORDER_ID}`,
    );
    await expect(canvas.getByRole('link', { name: 'View details of order NH-0001008' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pay now for order NH-0001008' })).toBeNull();
    await expect(canvas.getByText('$261.60')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: text.pagination })).toBeNull();
  },
};

export const FirstOfTwoPages: Story = {
  name: 'First of two pages',
  args: { data: paymentsData(manyOrders()) },
  play: async ({ canvasElement }) => {
    await expect(await orderNumbers(canvasElement)).toHaveLength(10);
    const pages = within(within(canvasElement).getByRole('navigation', { name: text.pagination }));
    await expect(pages.getByText(/Page 1 of 2\. Orders 1 to 10 of 14\./)).toBeVisible();
    await expect(pages.getByRole('link', { name: text.nextPage })).toHaveAttribute('href', '/invoice?page=2');
    await expect(pages.queryByRole('link', { name: text.previousPage })).toBeNull();
  },
};

export const SecondPage: Story = {
  name: 'Second page',
  args: { data: paymentsData(manyOrders()), path: '/invoice?page=2' },
  play: async ({ canvasElement }) => {
    await expect(await orderNumbers(canvasElement)).toHaveLength(4);
    const pages = within(within(canvasElement).getByRole('navigation', { name: text.pagination }));
    await expect(pages.getByText(/Page 2 of 2\. Orders 11 to 14 of 14\./)).toBeVisible();
    await expect(pages.getByRole('link', { name: text.previousPage })).toHaveAttribute('href', '/invoice');
  },
};

export const PastTheLastPage: Story = {
  name: 'Past the last page',
  args: { path: '/invoice?page=5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.generic.noResults)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.firstPage })).toHaveAttribute('href', '/invoice');
  },
};

export const SortedByAmount: Story = {
  name: 'Sorted by amount, highest first',
  args: { path: '/invoice?sort=payableAmount,desc' },
  play: async ({ canvasElement }) => {
    await expect(await orderNumbers(canvasElement)).toEqual(['NH-0001008', 'NH-0001012', 'NH-0001003']);
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(text.sortOptions['payableAmount,desc']) }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Load error',
  args: { options: { ordersFail: true } },
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement);
  },
};
