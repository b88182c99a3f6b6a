import { FOOTER_LINK_DELAY_MS, messages } from '@careportal/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

const links = {
  privacyPolicy: 'https://provider.example.sg/privacy',
  feedback: 'https://provider.example.sg/feedback',
  forms: 'https://provider.example.sg/forms',
  brochures: 'https://provider.example.sg/brochures',
  reportVulnerability: 'https://provider.example.sg/security',
};

function renderFooter() {
  const openWindow = vi.fn();
  const view = render(
    <Footer
      copyright="© 2026 Provider name"
      links={links}
      socialLinks={[{ label: 'Facebook', href: 'https://facebook.example/provider' }]}
      openWindow={openWindow}
    />,
  );
  return { openWindow, ...view };
}

describe('Footer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the contentinfo landmark with the copyright and five named new-tab links', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Provider name');
    const privacy = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(privacy).toHaveAttribute('href', links.privacyPolicy);
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    for (const label of [
      messages.labels.feedback,
      messages.labels.forms,
      messages.labels.brochures,
      messages.labels.reportVulnerability,
    ]) {
      expect(screen.getByRole('link', { name: `${label} (opens in a new tab)` })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toBeInTheDocument();
  });

  it("lists the app's own links, such as the FAQ, to open in the same tab", () => {
    render(
      <Footer
        copyright="© 2026 Provider name"
        links={links}
        appLinks={[{ label: messages.labels.faq, href: '/faq' }]}
      />,
    );
    const faq = screen.getByRole('link', { name: messages.labels.faq });
    expect(faq).toHaveAttribute('href', '/faq');
    expect(faq).not.toHaveAttribute('target');
  });

  it('opens a link 200 ms after a click, not before', () => {
    const { openWindow } = renderFooter();
    // Synchronous from click to assertions, so no real time slips into the fake clock.
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: /^Feedback/ }));
    expect(notCancelled).toBe(false);
    vi.advanceTimersByTime(FOOTER_LINK_DELAY_MS - 1);
    expect(openWindow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(openWindow).toHaveBeenCalledExactlyOnceWith(links.feedback);
  });

  it('opens a link by keyboard after the delay', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { openWindow } = renderFooter();
    // Facebook, then the five provider links.
    for (let step = 0; step < 6; step += 1) await user.tab();
    expect(screen.getByRole('link', { name: /^Report Vulnerability/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    vi.advanceTimersByTime(FOOTER_LINK_DELAY_MS);
    expect(openWindow).toHaveBeenCalledExactlyOnceWith(links.reportVulnerability);
  });

  it('leaves modifier clicks to the browser', () => {
    const { openWindow } = renderFooter();
    const link = screen.getByRole('link', { name: /^Forms/ });
    // Stop jsdom from attempting the navigation itself.
    const stop = (event: Event) => {
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    const notCancelled = fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', stop);
    vi.advanceTimersByTime(FOOTER_LINK_DELAY_MS);
    expect(notCancelled).toBe(false);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('does not open a link after it has gone', () => {
    const { openWindow, unmount } = renderFooter();
    fireEvent.click(screen.getByRole('link', { name: /^Brochures/ }));
    unmount();
    vi.advanceTimersByTime(FOOTER_LINK_DELAY_MS);
    expect(openWindow).not.toHaveBeenCalled();
  });
});
