import { paymentPageMessages } from '@careportal/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayNowQr } from './PayNowQr';

const text = paymentPageMessages;
const ISSUED = Date.parse('2026-11-26T10:00:00+08:00');
const EXPIRES = new Date(ISSUED + 15 * 60_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now: ISSUED, shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderQr(props: Partial<Parameters<typeof PayNowQr>[0]> = {}) {
  const onRefresh = vi.fn();
  const onExpire = vi.fn();
  const view = render(
    <PayNowQr
      qrSrc="data:image/png;base64,AAAA"
      amount="$463.25"
      reference="NH-1001"
      expiresAt={EXPIRES}
      onRefresh={onRefresh}
      onExpire={onExpire}
      {...props}
    />,
  );
  return { ...view, onRefresh, onExpire };
}

const advance = (milliseconds: number) => act(() => vi.advanceTimersByTimeAsync(milliseconds));
/**
 * The component's own live region, found inside what it rendered: react-aria's global announcer (appended to the
 * body by other components) is also polite.
 */
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

describe('PayNowQr', () => {
  it('shows the code with what to check, and counts the 15 minutes down every second', async () => {
    renderQr();
    expect(
      screen.getByRole('img', { name: 'PayNow QR code for $463.25, reference NH-1001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$463.25')).toBeInTheDocument();
    expect(screen.getByText('NH-1001')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(screen.getAllByRole('listitem')).toHaveLength(text.payNowSteps.length);
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('14:59');
    await advance(59_000);
    expect(screen.getByRole('timer')).toHaveTextContent('14:00');
  });

  it('tells a screen reader the minutes left at 10, 5 and 1, not every second and not at the start', async () => {
    const { container } = renderQr();
    expect(liveRegion(container)).toHaveTextContent('');
    await advance(60_000);
    expect(liveRegion(container)).toHaveTextContent('');
    await advance(4 * 60_000);
    expect(liveRegion(container)).toHaveTextContent('10 minutes left to pay by this QR code.');
    await advance(5 * 60_000);
    expect(liveRegion(container)).toHaveTextContent('5 minutes left to pay by this QR code.');
    await advance(4 * 60_000);
    expect(liveRegion(container)).toHaveTextContent(text.oneMinuteLeft);
  });

  it('takes the code away when it expires, says so once, and asks for a new one', async () => {
    const { container, onExpire, onRefresh, rerender } = renderQr();
    await advance(15 * 60_000 - 1);
    expect(screen.getByRole('img')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('heading', { name: text.qrExpiredTitle })).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent(text.qrExpiredTitle);
    await advance(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: text.newQr }));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    const renewed = new Date(Date.now() + 15 * 60_000).toISOString();
    rerender(
      <PayNowQr
        qrSrc="data:image/png;base64,BBBB"
        amount="$463.25"
        reference="NH-1001"
        expiresAt={renewed}
        onRefresh={onRefresh}
      />,
    );
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'data:image/png;base64,BBBB');
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(liveRegion(container)).toHaveTextContent('');
  });

  it('is expired at once when shown after its time', () => {
    vi.setSystemTime(ISSUED + 16 * 60_000);
    const { onExpire } = renderQr();
    expect(screen.getByRole('button', { name: text.newQr })).toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('copies the reference, then lets the page say so', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const onReferenceCopied = vi.fn();
    renderQr({ onReferenceCopied, expiresAt: new Date(Date.now() + 15 * 60_000) });
    await user.click(screen.getByRole('button', { name: text.copyReference }));
    expect(await navigator.clipboard.readText()).toBe('NH-1001');
    expect(onReferenceCopied).toHaveBeenCalledTimes(1);
  });
});
