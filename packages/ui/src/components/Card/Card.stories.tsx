import { formatAddressLines, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const address = formatAddressLines({
  postalCode: '200640',
  block: '640',
  street: 'Rowell Road',
  level: '05',
  unit: '12',
  building: 'Rowell Court',
});

const addressBody = (
  <div>
    {address.map((line) => (
      <div key={line}>{line}</div>
    ))}
  </div>
);

const meta = {
  title: 'Display/Card',
  component: Card,
  args: { title: 'Billing address', children: addressBody },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Billing address' }),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  name: 'With actions',
  args: {
    actions: (
      <>
        <Button variant="tertiary">{messages.labels.edit}</Button>
        <Button variant="tertiary">{messages.labels.delete}</Button>
      </>
    ),
  },
};

export const FooterActions: Story = {
  name: 'Actions in footer',
  args: { actionsPlacement: 'footer', actions: <Button variant="secondary">{messages.labels.edit}</Button> },
};

export const Untitled: Story = { args: { title: undefined } };

export const Muted: Story = { args: { tone: 'muted', padding: 'large' } };

export const NoPadding: Story = { name: 'No padding', args: { padding: 'none', title: undefined } };

export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'Functional Strength Training programme at Kampung Admiralty Active Ageing Centre',
    headingLevel: 3,
    children:
      'Twice-weekly 45-minute sessions led by a physiotherapist to build strength and balance, with a pre-assessment before the first session and a post-assessment at the final session.',
    actions: <Button variant="secondary">{messages.labels.edit}</Button>,
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    title: '账单地址',
    children: '新加坡 200640 罗威路 640 座 #05-12',
    actions: <Button variant="tertiary">编辑</Button>,
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { actions: <Button variant="tertiary">{messages.labels.edit}</Button> },
};
