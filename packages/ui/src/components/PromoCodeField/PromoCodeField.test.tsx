import { messages, cartPageMessages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PromoCodeField, type PromoCodeFieldProps } from './PromoCodeField';

const text = cartPageMessages;

function field() {
  return screen.getByRole('textbox', { name: text.promoCode });
}

/** The field over a cart that takes GYMTONIC10 and refuses anything else with `refusal`. */
function Cart({ refusal = 'This promotion code has expired.' }: { refusal?: string }) {
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <PromoCodeField
      appliedCode={code}
      errorMessage={error}
      onApply={(typed) => {
        if (typed === 'GYMTONIC10') {
          setError(null);
          setCode(typed);
        } else setError(refusal);
      }}
      onRemove={() => {
        setCode(null);
      }}
    />
  );
}

function renderField(props: Partial<PromoCodeFieldProps> = {}) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  render(<PromoCodeField appliedCode={null} onApply={onApply} onRemove={onRemove} {...props} />);
  return { onApply, onRemove };
}

describe('PromoCodeField', () => {
  it('has a visible label and hint, upper-cases what is typed and applies it with Enter', async () => {
    const user = userEvent.setup();
    const { onApply } = renderField();
    expect(field()).toHaveAccessibleDescription(text.promoCodeHint);
    await user.type(field(), ' gymtonic10 {Enter}');
    expect(field()).toHaveValue(' GYMTONIC10 ');
    expect(onApply).toHaveBeenCalledWith('GYMTONIC10');
  });

  it('asks for a code rather than applying an empty one', async () => {
    const user = userEvent.setup();
    const { onApply } = renderField();
    await user.click(screen.getByRole('button', { name: text.applyPromoCode }));
    expect(onApply).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(messages.cart.couponRequired));
    expect(field()).toHaveFocus();
  });

  it("shows the server's refusal as the field's error in a live region, until the code is edited", async () => {
    const user = userEvent.setup();
    render(<Cart />);
    await user.type(field(), 'oldcode');
    await user.click(screen.getByRole('button', { name: text.applyPromoCode }));
    const error = screen.getByText('This promotion code has expired.');
    expect(error).toHaveAttribute('aria-live', 'polite');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('This promotion code has expired.'));
    await user.type(field(), 'X');
    expect(screen.queryByText('This promotion code has expired.')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an applied code with Remove, focused, and returns to the field once removed', async () => {
    const user = userEvent.setup();
    render(<Cart />);
    await user.type(field(), 'gymtonic10{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Promotion code GYMTONIC10 applied');
    const remove = screen.getByRole('button', { name: 'Remove promotion code GYMTONIC10' });
    expect(remove).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('');
  });

  it('is busy while applying or removing: the buttons keep their names and ignore presses', async () => {
    const user = userEvent.setup();
    const { onApply } = renderField({ isApplying: true });
    await user.type(field(), 'CODE{Enter}');
    await user.click(screen.getByRole('button', { name: text.applyPromoCode }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: text.applyPromoCode })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
