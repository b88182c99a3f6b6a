import { loadHealthDeclarationText } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Forms/HealthDeclarationForm/LanguageSwitch',
  component: LanguageSwitch,
  // The language's texts arrive before the story renders, as a page gets them (a chunk each).
  loaders: [
    async ({ args }) => {
      await loadHealthDeclarationText(args.language);
    },
  ],
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

/** Tamil chosen: the label in Tamil; End reaches the last language and Home the first. */
export const Tamil: Story = {
  args: { language: 'ta' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'மொழி' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'தமிழ்' })).toBeChecked();
    await expect(
      canvas.getAllByRole('radio').map((radio) => radio.closest('[lang]')?.getAttribute('lang')),
    ).toEqual(['en', 'zh-Hans', 'ms', 'ta']);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenCalledWith('ms');
  },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };

/** Four languages on a phone in senior mode: the segments wrap two by two, each a full target. */
export const SeniorModePhone: Story = {
  name: 'Senior mode on a phone',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
};
