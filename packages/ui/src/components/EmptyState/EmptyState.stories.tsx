import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { CalendarIcon, CreditCardIcon, Icon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.generic.noResults)).toBeVisible();
  },
};

export const WithAction: Story = {
  name: 'With title and action',
  args: {
    title: 'No saved cards',
    children: messages.payment.noCards,
    action: <Button>Add a card</Button>,
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'No sessions booked for the Functional Strength Training programme yet',
    children:
      'When you book a session it will appear here with its date, time and centre. You can reschedule or cancel up to 24 hours before it starts.',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: { title: '没有结果', children: '找不到结果，请稍后再查看。' },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };

export const WithIcon: Story = {
  name: 'With its own icon',
  args: {
    icon: CalendarIcon,
    title: 'No appointments yet',
    headingLevel: 2,
    children: 'Book a session and it will appear here.',
    action: <Button icon={<Icon icon={CalendarIcon} />}>Book a session</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No appointments yet' })).toBeVisible();
    // The icon is decorative: the sentence says what is missing.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Book a session' })).toBeVisible();
  },
};

export const WithoutIcon: Story = {
  name: 'Without an icon',
  args: { icon: null, title: 'No saved cards', children: messages.payment.noCards },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    icon: CreditCardIcon,
    title: 'No saved cards',
    children: messages.payment.noCards,
    action: <Button fullWidth>Add a card</Button>,
  },
};

export const SeniorWithIcon: Story = {
  name: 'Senior mode, with its own icon',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
  args: WithIcon.args,
};
