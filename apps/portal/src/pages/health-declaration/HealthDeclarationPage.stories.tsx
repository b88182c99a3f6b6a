import {
  HEALTH_DECLARATION_ENGLISH,
  loadHealthDeclarationText,
  type HealthDeclarationText,
  healthPageMessages,
  messages,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HealthScreen } from '../../test/screens/HealthScreen';
import { waitForAnnouncementsToSettle } from '../../test/liveAnnouncer';

const en = HEALTH_DECLARATION_ENGLISH;
let zh: HealthDeclarationText;
const text = healthPageMessages.healthDeclaration;

const meta = {
  title: 'Screens/Health/HealthDeclaration',
  // The translations arrive as a page gets them (a chunk each), before the story renders.
  loaders: [
    async () => {
      [zh] = await Promise.all([loadHealthDeclarationText('zh-Hans')]);
    },
  ],
  component: HealthScreen,
  args: { path: '/health-declaration?serviceId=service-1' },
} satisfies Meta<typeof HealthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The declaration of a service waiting for it, in English. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: en.title });
    await expect(form).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: en.exerciseQuestion })).toBeVisible();
  },
};

/** Switched to Chinese: every text changes, the answers stay. */
export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: en.title });
    await userEvent.click(canvas.getByRole('radio', { name: '中文' }));
    const form = canvas.getByRole('form', { name: zh.title });
    await expect(form).toHaveAttribute('lang', 'zh-Hans');
    await expect(canvas.getByRole('checkbox', { name: zh.joinReasons['Prevent falls'] })).toBeVisible();
  },
};

/** Answered in Chinese, reviewed and submitted: the thanks in Chinese, and the way back to My Services. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: en.title });
    await userEvent.click(canvas.getByRole('radio', { name: '中文' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: zh.joinReasons['Prevent falls'] }));
    await userEvent.click(canvas.getByRole('radio', { name: zh.exerciseFrequencies['1-3'] }));
    await userEvent.click(canvas.getByRole('button', { name: zh.actions.next }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: zh.bodyParts.Knee }));
    await userEvent.click(canvas.getByRole('button', { name: zh.actions.next }));
    await userEvent.click(await canvas.findByRole('button', { name: text.submit['zh-Hans'] }));
    await expect(await within(document.body).findByText(messages.health.declarationSaved)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: zh.resultTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.backToServices['zh-Hans'] })).toBeVisible();
    await waitForAnnouncementsToSettle();
  },
};

/** Opened without a service: the page says where to open it from. */
export const NoService: Story = {
  name: 'No service',
  args: { path: '/health-declaration' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.noService)).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.labels.myServices })).toHaveAttribute('href', '/');
  },
};
