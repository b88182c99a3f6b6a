import { paymentPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PAYNOW_QR } from '../../test/payNowQr';
import { PayNowQr } from './PayNowQr';

const text = paymentPageMessages;
const ISSUED = Date.parse('2026-11-22T09:00:00+08:00');
const EXPIRES = new Date(ISSUED + 15 * 60_000).toISOString();
/** A clock that stands still at `at`: the picture shows the same time left on every run. */
const stoppedAt = (at: number) => () => at;

const meta = {
  title: 'Payment/PayNowQr',
  component: PayNowQr,
  args: {
    qrSrc: SAMPLE_PAYNOW_QR,
    amount: '$463.25',
    reference: 'NH-1001',
    expiresAt: EXPIRES,
    now: stoppedAt(ISSUED),
    onRefresh: fn(),
    onExpire: fn(),
    onReferenceCopied: fn(),
  },
} satisfies Meta<typeof PayNowQr>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just issued: the whole 15 minutes, the amount and reference to check, and the steps. */
export const JustIssued: Story = {
  name: 'Just issued',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'PayNow QR code for $463.25, reference NH-1001' }),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('15:00');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(text.payNowSteps.length);
  },
};

const running = { at: ISSUED };

/** The clock moves on: the time left follows it every second, and the minutes left are announced at 10. */
export const CountingDown: Story = {
  name: 'Counting down',
  args: { now: () => running.at },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    running.at = ISSUED;
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('15:00'));
    running.at = ISSUED + 5 * 60_000 + 30_000;
    // The clock reads the time once a second.
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('9:30'), { timeout: 3000 });
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      '10 minutes left to pay by this QR code.',
    );
  },
};

/** The last minute. */
export const LastMinute: Story = {
  name: 'Last minute',
  args: { now: stoppedAt(ISSUED + 15 * 60_000 - 42_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('0:42');
  },
};

/** Past its 15 minutes: the code is gone, nothing was charged, and a new one is a press away. */
export const Expired: Story = {
  args: { now: stoppedAt(ISSUED + 16 * 60_000) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: text.qrExpiredTitle })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(text.qrExpiredTitle);
    await userEvent.click(canvas.getByRole('button', { name: text.newQr }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** A new code is on its way. */
export const Refreshing: Story = {
  args: { now: stoppedAt(ISSUED + 16 * 60_000), isRefreshing: true },
};

/** The code is being issued. */
export const Loading: Story = {
  args: { qrSrc: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.loadingQr)).toBeVisible();
  },
};

/** On a phone, the code comes first and fills the width it can. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: JustIssued.play,
};

/** Senior mode. */
export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  play: JustIssued.play,
};
