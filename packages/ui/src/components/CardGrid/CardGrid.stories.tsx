import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Link } from '../Link';
import { CardGrid } from './CardGrid';

const cards = [
  {
    title: 'Active Ageing',
    text: 'Gym-based programmes at our active ageing hubs, led by trainers who work with seniors every day.',
  },
  {
    title: 'Denticare',
    text: 'Check-ups, cleaning and treatment at our dental clinics, booked online in minutes.',
  },
  {
    title: 'Care services',
    text: 'Day care at our centres in Bedok and Jurong Spring, for a loved one who needs it.',
  },
];

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  args: {
    'aria-label': 'What we offer',
    children: cards.map((card) => (
      <Card
        key={card.title}
        title={card.title}
        actionsPlacement="footer"
        actions={<Link href="/">Find out more</Link>}
      >
        <p>{card.text}</p>
      </Card>
    )),
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'What we offer' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(3);
    // Side by side, and lined up: every card of the row is as tall as the tallest.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    const heights = items.map((item) => item.firstElementChild?.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // One column: each card under the one before.
    for (let index = 1; index < items.length; index += 1) {
      const above = items[index - 1]?.getBoundingClientRect().bottom ?? 0;
      await expect(items[index]?.getBoundingClientRect().top).toBeGreaterThan(above);
    }
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior', viewport: { value: 'desktop', isRotated: false } },
};
