import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label', () => {
    render(<Switch defaultSelected>{messages.labels.sameAsBilling}</Switch>);
    const control = screen.getByRole('switch', { name: 'Same as billing address' });
    expect(control).toBeChecked();
  });

  it('is toggled with Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Switch onChange={onChange}>{messages.labels.sameAsBilling}</Switch>);
    await user.tab();
    const control = screen.getByRole('switch', { name: 'Same as billing address' });
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(control).not.toBeChecked();
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Switch isSelected onChange={onChange}>
        {messages.labels.sameAsBilling}
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Same as billing address' });
    await user.click(control);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(control).toBeChecked();
  });

  it('cannot be changed when read only or disabled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Switch isReadOnly defaultSelected onChange={onChange}>
          Read only
        </Switch>
        <Switch isDisabled onChange={onChange}>
          Disabled
        </Switch>
      </>,
    );
    await user.click(screen.getByRole('switch', { name: 'Read only' }));
    await user.click(screen.getByRole('switch', { name: 'Disabled' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Read only' })).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('switch', { name: 'Disabled' })).toBeDisabled();
  });
});
