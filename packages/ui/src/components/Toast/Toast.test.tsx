import { TRANSIENT_MESSAGE_MS, type TranslationTable } from '@careportal/domain';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../LocaleProvider';
import type { ToastApi, ToastMessage } from './context';
import { ToastProvider, useToast } from './Toast';

const supportEmail = 'help@careportal.example.sg';

let api: ToastApi | undefined;
function Capture() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  });
  return null;
}

function show(message: ToastMessage): string {
  if (!api) throw new Error('no provider');
  const { show: showToast } = api;
  let id = '';
  act(() => {
    id = showToast(message);
  });
  return id;
}

function renderProvider() {
  render(
    <ToastProvider supportEmail={supportEmail}>
      <Capture />
    </ToastProvider>,
  );
}

// The region's code loads on demand: the first message of the file waits for it, the others find it loaded.
beforeAll(async () => {
  renderProvider();
  show({ type: 'info', content: 'Loading the region' });
  await screen.findByRole('region', {}, { timeout: 10_000 });
  cleanup();
  api = undefined;
});

afterEach(() => {
  vi.useRealTimers();
  api = undefined;
});

describe('Toast', () => {
  it('draws no region until there is a message', () => {
    renderProvider();
    expect(screen.queryByRole('region')).toBeNull();
    show({ type: 'info', content: 'Saved' });
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('shows a message in a notifications region, announced as an alert', () => {
    renderProvider();
    show({ type: 'success', content: 'Updated successfully' });
    const region = screen.getByRole('region');
    const toast = within(region).getByRole('alertdialog', { name: 'Updated successfully' });
    expect(within(toast).getByRole('alert')).toHaveTextContent('Updated successfully');
  });

  it('adds the support line to error and support strings', () => {
    renderProvider();
    show({ type: 'error', content: 'Payment is not valid' });
    expect(
      screen.getByText(`Payment is not valid. Please contact ${supportEmail} for assistance.`),
    ).toBeInTheDocument();
  });

  it('adds the support line in the language in force', () => {
    const chinese: TranslationTable = {
      'messages.generic.supportContact': { text: '请联系{email}寻求协助。', status: 'pending-review' },
    };
    render(
      <LocaleProvider locale="zh-Hans" table={chinese}>
        <ToastProvider supportEmail={supportEmail}>
          <Capture />
        </ToastProvider>
      </LocaleProvider>,
    );
    show({ type: 'error', content: '付款无效' });
    expect(screen.getByText(`付款无效。请联系${supportEmail}寻求协助。`)).toBeInTheDocument();
  });

  it('leaves the support line off when told, and off other types', () => {
    renderProvider();
    show({ type: 'support', content: 'Invalid Card', ignoreSupportEmail: true });
    show({ type: 'info', content: 'Copied to clipboard' });
    expect(screen.getByText('Invalid Card')).toBeInTheDocument();
    expect(screen.getByText('Copied to clipboard')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(supportEmail))).not.toBeInTheDocument();
  });

  it('renders text, never HTML, and shows links', () => {
    renderProvider();
    show({
      type: 'support',
      content: '<b>Technical difficulties</b>',
      ignoreSupportEmail: true,
      links: [{ href: '/faq/general', label: 'FAQ (Help Centre)' }],
    });
    expect(screen.getByText('<b>Technical difficulties</b>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ (Help Centre)' })).toHaveAttribute('href', '/faq/general');
  });

  it('closes success, info and warning after 6 seconds', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProvider();
    show({ type: 'warning', content: 'Not available at this moment, please select other programme.' });
    act(() => {
      vi.advanceTimersByTime(TRANSIENT_MESSAGE_MS - 100);
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps error and support messages until dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderProvider();
    show({ type: 'error', content: 'Your payment was unsuccessful' });
    act(() => {
      vi.advanceTimersByTime(2_000_000);
    });
    const toast = screen.getByRole('alertdialog');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('dismisses by id and by keyboard', async () => {
    const user = userEvent.setup();
    renderProvider();
    const first = show({ type: 'info', content: 'First' });
    show({ type: 'error', content: 'Second', ignoreSupportEmail: true });
    act(() => {
      api?.dismiss(first);
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => {
      dismiss.focus();
    });
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('needs a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
