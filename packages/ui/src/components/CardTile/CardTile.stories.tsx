import { CARD_BRANDS } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { ADD_CARD_VALUE, CardTile, CardTileGroup } from './CardTile';

const meta = {
  title: 'Display/CardTile',
  component: CardTile,
  args: { brand: 'VISA', cardNumber: '4111 **** **** 1234', onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.dialogMaxWidth }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAMPLE_NUMBERS = {
  PayNow: '',
  MasterCard: '5555555555554444',
  VISA: '4111111111111234',
  VISAPLUS: '4000056655665556',
  AMEX: '378282246310005',
} as const;

export const Visa: Story = {
  name: 'VISA',
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'VISA ending in 1234' });
    await userEvent.click(tile);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const MasterCard: Story = { args: { brand: 'MasterCard', cardNumber: SAMPLE_NUMBERS.MasterCard } };

export const VisaPlus: Story = {
  name: 'VISAPLUS',
  args: { brand: 'VISAPLUS', cardNumber: SAMPLE_NUMBERS.VISAPLUS },
};

export const Amex: Story = { name: 'AMEX', args: { brand: 'AMEX', cardNumber: SAMPLE_NUMBERS.AMEX } };

export const PayNow: Story = { args: { brand: 'PayNow', cardNumber: undefined } };

export const AllBrands: Story = {
  name: 'All brands',
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      {CARD_BRANDS.map((brand) => (
        <CardTile key={brand} brand={brand} cardNumber={SAMPLE_NUMBERS[brand] || undefined} />
      ))}
      <CardTile brand="other" />
    </div>
  ),
};

export const AddCard: Story = {
  name: 'Generic add-card tile',
  args: { brand: 'Diners', cardNumber: undefined },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'Add a new card' });
    await userEvent.click(tile);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'VISA ending in 1234' });
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'VISA ending in 1234' })).toBeDisabled();
  },
};

function SavedCardsGroup({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('visa-1234');
  return (
    <CardTileGroup
      label="Pay with"
      description="Use the arrow keys to choose a card."
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <CardTile brand="VISA" cardNumber="4111111111111234" value="visa-1234" />
      <CardTile brand="MasterCard" cardNumber="5555555555554444" value="master-4444" />
      <CardTile brand="AMEX" cardNumber="378282246310005" value="amex-0005" />
      <CardTile brand="new" />
    </CardTileGroup>
  );
}

export const Group: Story = {
  name: 'Group chosen by arrow keys',
  render: (args) => <SavedCardsGroup onChange={args.onPress ?? (() => undefined)} />,
  args: { onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Pay with' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'VISA ending in 1234' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'MasterCard ending in 4444' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Add a new card' })).toBeChecked();
    await expect(args.onPress).toHaveBeenLastCalledWith(ADD_CARD_VALUE);
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: { brandLabel: 'VISA Platinum Rewards Corporate Business Card', addCardLabel: undefined },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      <CardTile {...args} />
      <CardTile
        brand="other"
        addCardLabel="Add another credit or debit card for this family member's sessions"
      />
    </div>
  ),
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: { brand: 'other', cardNumber: undefined, addCardLabel: '添加新的银行卡' },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  render: (args) => <SavedCardsGroup onChange={args.onPress ?? (() => undefined)} />,
  globals: { theme: 'senior' },
};
