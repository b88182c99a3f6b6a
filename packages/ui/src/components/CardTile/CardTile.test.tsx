import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ADD_CARD_VALUE, CardTile, CardTileGroup } from './CardTile';

function SavedCards({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('visa');
  return (
    <CardTileGroup
      label="Pay with"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <CardTile brand="VISA" cardNumber="4111 **** **** 1234" value="visa" />
      <CardTile brand="MasterCard" cardNumber="5555555555554444" value="master" />
      <CardTile brand="unknown" />
    </CardTileGroup>
  );
}

describe('CardTile', () => {
  it('is named by brand and the last 4 digits', () => {
    render(<CardTile brand="VISA" cardNumber="4111111111111234" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('VISA ending in 1234');
  });

  it('shows the generic add-card tile for any other brand, and presses by keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<CardTile brand="Diners" onPress={onPress} />);
    const tile = screen.getByRole('button', { name: 'Add a new card' });
    await user.tab();
    expect(tile).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('takes its own add-card label', () => {
    render(<CardTile brand="" addCardLabel="添加新卡" />);
    expect(screen.getByRole('button', { name: '添加新卡' })).toBeInTheDocument();
  });

  it('is a toggle button when isSelected is given', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<CardTile brand="AMEX" cardNumber="378282246310005" isSelected onPress={onPress} />);
    const tile = screen.getByRole('button', { name: 'AMEX ending in 0005' });
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    await user.click(tile);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<CardTile brand="PayNow" isDisabled onPress={onPress} />);
    const tile = screen.getByRole('button', { name: 'PayNow' });
    expect(tile).toBeDisabled();
    await user.click(tile);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('CardTileGroup', () => {
  it('is a labelled radio group of named cards', () => {
    render(<SavedCards onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName('Pay with');
    expect(screen.getByRole('radio', { name: 'VISA ending in 1234' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'MasterCard ending in 4444' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Add a new card' })).toHaveAttribute('value', ADD_CARD_VALUE);
  });

  it('is entered with Tab on the chosen card and chosen with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SavedCards onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'VISA ending in 1234' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('master');
    expect(screen.getByRole('radio', { name: 'MasterCard ending in 4444' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(ADD_CARD_VALUE);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('master');
  });
});
