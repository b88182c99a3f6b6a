import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from './AddressCard';

const meta = {
  title: 'Display/AddressCard',
  component: AddressCard,
  args: {
    address: {
      type: 'BILLING',
      postalCode: '018935',
      block: '5',
      street: 'STRAITS VIEW',
      building: 'MARINA ONE THE HEART',
      sameAs: 'NONE',
    },
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Billing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Billing address' })).toBeVisible();
    await expect(canvas.getByText('Blk 5 STRAITS VIEW')).toBeVisible();
    await expect(canvas.getByText('Singapore 018935')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit billing address' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete billing address' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const WithLevelAndUnit: Story = {
  name: 'With level and unit',
  args: {
    address: {
      type: 'RESIDENTIAL',
      postalCode: '200640',
      block: '640',
      street: 'Rowell Road',
      building: 'Rowell Court',
      level: '05',
      unit: '12',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('#05-12')).toBeVisible();
  },
};

export const NilBuilding: Story = {
  name: 'NIL building',
  args: {
    address: { type: 'SERVICE', postalCode: '079120', block: '78', street: 'SHENTON WAY', building: 'NIL' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('NIL')).not.toBeInTheDocument();
  },
};

export const LegacyStreet: Story = {
  name: 'Legacy street1/street2',
  args: {
    address: {
      type: 'BILLING',
      postalCode: '188770',
      block: '585',
      street1: 'NORTH BRIDGE ROAD',
      street2: 'RAFFLES HOSPITAL',
      level: '12',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Blk 585 NORTH BRIDGE ROAD')).toBeVisible();
    await expect(canvas.getByText('RAFFLES HOSPITAL')).toBeVisible();
  },
};

export const SameAsBilling: Story = {
  name: 'Same as billing',
  args: {
    address: {
      type: 'SERVICE',
      postalCode: '018935',
      block: '5',
      street: 'STRAITS VIEW',
      building: 'MARINA ONE THE HEART',
      sameAs: 'BILLING',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.labels.sameAsBilling)).toBeVisible();
    await expect(canvas.queryByText('Blk 5 STRAITS VIEW')).not.toBeInTheDocument();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    address: {
      type: 'RESIDENTIAL',
      postalCode: '018981',
      block: '10A',
      street: 'MARINA BOULEVARD NORTH-EAST SERVICE ROAD TOWARDS THE FINANCIAL CENTRE BASEMENT LINK',
      building: 'TOWER 2 MARINA BAY FINANCIAL CENTRE RESIDENCES AND SERVICED APARTMENTS (EAST WING)',
      level: '123',
      unit: '4567',
    },
  },
};

export const Mobile: Story = {
  args: LongNames.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
