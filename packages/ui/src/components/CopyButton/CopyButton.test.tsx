import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../Toast';
import { CopyButton } from './CopyButton';

function renderCopy() {
  render(
    <ToastProvider supportEmail="help@careportal.example.sg">
      <span>PAY-2026-0042</span>
      <CopyButton value="PAY-2026-0042" aria-label="Copy Payment reference">
        Copy
      </CopyButton>
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it("copies the value by keyboard alone and says 'Copied to clipboard'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderCopy();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy Payment reference' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('PAY-2026-0042');
    expect(await screen.findByText(messages.generic.copiedToClipboard)).toBeInTheDocument();
  });

  it('says nothing when the browser refuses the clipboard, and the value stays on screen', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderCopy();
    await user.click(screen.getByRole('button', { name: 'Copy Payment reference' }));
    expect(screen.queryByText(messages.generic.copiedToClipboard)).not.toBeInTheDocument();
    expect(screen.getByText('PAY-2026-0042')).toBeInTheDocument();
  });
});
