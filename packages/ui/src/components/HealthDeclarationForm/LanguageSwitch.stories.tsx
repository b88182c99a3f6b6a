import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Forms/HealthDeclarationForm/LanguageSwitch',
  component: LanguageSwitch,
  args: { language: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English chosen: each language named in its own script and marked with its `lang`; the arrow keys choose. */
export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '中文' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'zh-Hans',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('zh-Hans');
  },
};

export const Chinese: Story = {
  args: { language: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: '语言' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('radio', { name: '中文' })).toBeChecked();
  },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
