import {
  HEALTH_DECLARATION_ENGLISH,
  loadHealthDeclarationText,
  type HealthDeclarationText,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Link } from '../Link';
import { HealthDeclarationResult } from './HealthDeclarationResult';

const en = HEALTH_DECLARATION_ENGLISH;
let zh: HealthDeclarationText;

const meta = {
  title: 'Forms/HealthDeclarationResult',
  // The translations arrive as a page gets them (a chunk each), before the story renders.
  loaders: [
    async () => {
      [zh] = await Promise.all([loadHealthDeclarationText('zh-Hans')]);
    },
  ],
  component: HealthDeclarationResult,
  args: {
    children: (
      <Link href="#cart" variant="primaryButton">
        Go to my cart
      </Link>
    ),
  },
} satisfies Meta<typeof HealthDeclarationResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thanks takes focus, so a screen reader reads it out; what comes next follows it. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: en.steps.Result })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: en.resultTitle })).toHaveFocus());
    await expect(canvas.getByText(en.resultBody)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my cart' })).toBeVisible();
  },
};

/** Answered in Chinese: the thanks reads in Chinese and says so; the page's own link stays in its language. */
export const Chinese: Story = {
  args: { language: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('heading', { name: zh.steps.Result });
    await expect(within(step).getByText(zh.steps.Result)).toHaveAttribute('lang', 'zh-Hans');
    const thanks = canvas.getByRole('heading', { name: zh.resultTitle });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(thanks.closest('[lang]')).toHaveAttribute('lang', 'zh-Hans');
    await expect(canvas.getByText(zh.resultBody)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my cart' }).closest('[lang="zh-Hans"]')).toBeNull();
  },
};
