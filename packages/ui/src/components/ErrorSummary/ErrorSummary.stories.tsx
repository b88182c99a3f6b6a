import { createIcuFormatter, loadTranslations, messages, type TranslationTable } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LocaleProvider } from '../LocaleProvider';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { ErrorSummary } from './ErrorSummary';

const v = messages.validation;

const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  args: {
    problems: [
      { message: v.nameRequired, fieldId: 'story-name' },
      { message: v.mobileNumberRequired, fieldId: 'story-mobile' },
    ],
    focusKey: 1,
  },
  render: (args) => (
    <Stack space="lg">
      <ErrorSummary {...args} />
      <TextField id="story-name" label="Full name" errorMessage={v.nameRequired} isInvalid />
      <TextField id="story-mobile" label="Mobile number" errorMessage={v.mobileNumberRequired} isInvalid />
    </Stack>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown after a press of Next or Save: it takes focus, and each link goes to its field. */
export const AfterNext: Story = {
  name: 'After Next: focused, links to the fields',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: v.problemSummaryTitle });
    await expect(summary).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: v.mobileNumberRequired }));
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveFocus();
  },
};

export const OneProblem: Story = {
  name: 'One problem',
  args: { problems: [{ message: v.serviceSelectionIncomplete, fieldId: 'story-name' }] },
};

export const Nothing: Story = {
  name: 'No problems: nothing shown',
  args: { problems: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
  },
};

export const MobileSeniorMode: Story = {
  name: 'Mobile, senior mode',
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'senior' },
};

/** The Chinese table, as a page's loader gives it. */
interface Loaded {
  table: TranslationTable | undefined;
}

/** In Chinese: the heading and the fields' English catalogue texts are shown in the language in force. */
export const Chinese: Story = {
  loaders: [async (): Promise<Loaded> => ({ table: await loadTranslations('zh-Hans') })],
  render: (args, { loaded }) => (
    <LocaleProvider
      locale="zh-Hans"
      table={(loaded as Partial<Loaded>).table}
      format={createIcuFormatter('zh-Hans')}
    >
      <div lang="zh-Hans">
        <ErrorSummary {...args} />
      </div>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '有问题需要处理' })).toBeVisible();
  },
};
