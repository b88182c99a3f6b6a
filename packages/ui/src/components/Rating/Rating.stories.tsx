import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rating, RATING_OPTION_LABELS } from './Rating';

const meta = {
  title: 'Forms/Rating',
  component: Rating,
  args: { label: 'How satisfied are you with your session?', onChange: fn() },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: meta.args.label })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
  },
};

export const ChosenByArrowKeys: Story = {
  name: 'Chosen by arrow keys',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: RATING_OPTION_LABELS[0] })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: RATING_OPTION_LABELS[4] })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const Filled: Story = { args: { defaultValue: 6 } };

export const Invalid: Story = {
  name: 'Invalid after submit',
  args: { isRequired: true, errorMessage: messages.validation.ratingRequired },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAccessibleDescription(messages.validation.ratingRequired);
  },
};

export const ReadOnly: Story = { name: 'Read only', args: { value: 4, isReadOnly: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const WithDescription: Story = {
  name: 'With description',
  args: { description: '1 is very dissatisfied and 6 is very satisfied.' },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    label: '您对本次课程满意吗？',
    optionLabels: ['1 非常不满意', '2 不满意', '3 有点不满意', '4 有点满意', '5 满意', '6 非常满意'],
    defaultValue: 5,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { defaultValue: 3 },
};

/**
 * The rows the faces stand in, by their top edge: where six have no room in one row, two rows of three, never a
 * face alone; and every face a touch target of at least 44 px.
 */
async function expectBalancedRows(canvasElement: HTMLElement) {
  const faces = within(canvasElement)
    .getAllByRole('radio')
    .map((radio) => (radio.closest('label') ?? radio).getBoundingClientRect());
  const rows = new Map<number, number>();
  for (const face of faces) rows.set(Math.round(face.top), (rows.get(Math.round(face.top)) ?? 0) + 1);
  await expect([...rows.values()]).toEqual(rows.size === 1 ? [6] : [3, 3]);
  for (const face of faces) {
    await expect(face.width).toBeGreaterThanOrEqual(44);
    await expect(face.height).toBeGreaterThanOrEqual(44);
  }
}

/** A phone (390 px) in senior mode: two rows of three, from a deep frown to a wide smile. */
export const PhoneSeniorMode: Story = {
  name: 'Phone, senior mode',
  globals: { theme: 'senior', viewport: { value: 'phone', isRotated: false } },
  args: { defaultValue: 5 },
  play: async ({ canvasElement }) => {
    await expectBalancedRows(canvasElement);
  },
};

/** A phone (390 px): the six faces in one row where they fit. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectBalancedRows(canvasElement);
  },
};
