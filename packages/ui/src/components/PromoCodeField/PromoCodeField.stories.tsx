import { messages, cartPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromoCodeField, type PromoCodeFieldProps } from './PromoCodeField';

const text = cartPageMessages;
const EXPIRED = 'This promotion code has expired.';

const meta = {
  title: 'Forms/PromoCodeField',
  component: PromoCodeField,
  args: { appliedCode: null, onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof PromoCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: text.promoCode });
    await userEvent.type(field, 'gymtonic10');
    await expect(field).toHaveValue('GYMTONIC10');
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('GYMTONIC10');
  },
};

export const Missing: Story = {
  name: 'No code typed',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.applyPromoCode }));
    await expect(await canvas.findByText(messages.cart.couponRequired)).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Applying: Story = {
  args: { isApplying: true },
  play: async ({ canvasElement }) => {
    const apply = within(canvasElement).getByRole('button', { name: text.applyPromoCode });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Refused: Story = {
  name: 'Refused by the server',
  args: { errorMessage: EXPIRED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: text.promoCode });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(EXPIRED));
  },
};

export const Applied: Story = {
  args: { appliedCode: 'GYMTONIC10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Promotion code GYMTONIC10 applied');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promotion code GYMTONIC10' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const Removing: Story = {
  args: { appliedCode: 'GYMTONIC10', isRemoving: true },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: /^Remove promotion code GYMTONIC10/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Applies GYMTONIC10 and refuses anything else, as a cart would. */
function Interactive(props: PromoCodeFieldProps) {
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <PromoCodeField
      {...props}
      appliedCode={code}
      errorMessage={error}
      onApply={(typed) => {
        setError(typed === 'GYMTONIC10' ? null : EXPIRED);
        if (typed === 'GYMTONIC10') setCode(typed);
      }}
      onRemove={() => {
        setCode(null);
      }}
    />
  );
}

export const ByKeyboard: Story = {
  name: 'By keyboard',
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('oldcode{Enter}');
    await expect(await canvas.findByText(EXPIRED)).toBeVisible();
    const field = canvas.getByRole('textbox', { name: text.promoCode });
    await userEvent.clear(field);
    await userEvent.keyboard('gymtonic10{Enter}');
    const remove = await canvas.findByRole('button', { name: 'Remove promotion code GYMTONIC10' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: text.promoCode })).toHaveFocus();
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
  args: { errorMessage: EXPIRED },
};
