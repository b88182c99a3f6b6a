import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SupportDialog } from './SupportDialog';

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <SupportDialog
      isOpen
      onOpenChange={onOpenChange}
      supportEmail="support@provider.example.sg"
      contactUrl="https://provider.example.sg/contact"
    />,
  );
  return { onOpenChange };
}

describe('SupportDialog', () => {
  it('is a dialog named by its title, with the support email as a mailto link', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: messages.labels.supportTitle });
    expect(dialog).toHaveTextContent('For technical support, email us at support@provider.example.sg.');
    expect(screen.getByRole('link', { name: 'support@provider.example.sg' })).toHaveAttribute(
      'href',
      'mailto:support@provider.example.sg',
    );
  });

  it('links to the contact page in a new tab', () => {
    renderDialog();
    const link = screen.getByRole('link', { name: /^Contact us/ });
    expect(link).toHaveAttribute('href', 'https://provider.example.sg/contact');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Contact us (opens in a new tab)');
  });

  it('closes by keyboard', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
