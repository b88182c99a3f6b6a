import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link with its text as name', () => {
    render(<Link href="/faq/general">FAQ</Link>);
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq/general');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an external link in a new tab and says so', () => {
    render(
      <Link href="https://example.sg/privacy" isExternal>
        Privacy Policy
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes a translated new-tab hint', () => {
    render(
      <Link href="https://example.sg" isExternal newTabHint="（在新标签页中打开）">
        表格
      </Link>,
    );
    expect(screen.getByRole('link', { name: '表格 （在新标签页中打开）' })).toBeInTheDocument();
  });

  it('navigates internal links through the router, by keyboard', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/my-profile">My Profile</Link>
      </RouterProvider>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/my-profile', undefined);
  });
});
