import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('focuses its h1, explains, and links to the website', async () => {
    const user = userEvent.setup();
    render(<NotFoundPage websiteUrl="https://provider.example.sg/" />);
    expect(screen.getByRole('heading', { level: 1, name: '404 error: Page not found' })).toHaveFocus();
    expect(screen.getByText(messages.generic.notFoundBody)).toBeVisible();
    const link = screen.getByRole('link', { name: messages.generic.notFoundAction });
    expect(link).toHaveAttribute('href', 'https://provider.example.sg/');
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('takes its own link text', () => {
    render(<NotFoundPage websiteUrl="https://provider.example.sg/" websiteLabel="前往我们的网站" />);
    expect(screen.getByRole('link', { name: '前往我们的网站' })).toBeInTheDocument();
  });
});
