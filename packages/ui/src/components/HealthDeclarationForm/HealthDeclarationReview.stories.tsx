import {
  HEALTH_DECLARATION_ENGLISH,
  loadHealthDeclarationText,
  type HealthDeclarationText,
  messages,
  type HealthDeclarationAnswers,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HealthDeclarationReview } from './HealthDeclarationReview';

const en = HEALTH_DECLARATION_ENGLISH;
let zh: HealthDeclarationText;

const answered: HealthDeclarationAnswers = {
  whyJoinOurExerciseProgramme: ['Improve my strength and balance', 'Prevent falls', 'Others'],
  whyJoinOurExerciseProgrammeOther: 'My daughter signed up too',
  timesExerciseAWeek: '1-3',
  healthConditions: ['High blood pressure', 'Arthritis'],
  healthConditionsOther: null,
  injureAnyOfTheseBodyParts: ['None of these'],
  injureAnyOfTheseBodyPartsOther: null,
};

const meta = {
  title: 'Forms/HealthDeclarationReview',
  // The translations arrive as a page gets them (a chunk each), before the story renders.
  loaders: [
    async () => {
      [zh] = await Promise.all([loadHealthDeclarationText('zh-Hans')]);
    },
  ],
  component: HealthDeclarationReview,
  args: { value: answered, onEdit: fn() },
} satisfies Meta<typeof HealthDeclarationReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: en.steps.ReviewInformation })).toBeVisible();
    await expect(canvas.getByText('Prevent falls')).toBeVisible();
    await expect(canvas.getByText('My daughter signed up too')).toBeVisible();
    await expect(canvas.getByText(en.exerciseFrequencies['1-3'])).toBeVisible();
    await expect(canvas.getByText(en.declaration)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `${en.actions.edit} ${en.steps.HealthStatus}` }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith('HealthStatus');
  },
};

export const Chinese: Story = {
  args: { language: 'zh-Hans', onLanguageChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: zh.steps.ReviewInformation });
    await expect(heading.closest('[lang]')).toHaveAttribute('lang', 'zh-Hans');
    await expect(canvas.getByText(zh.joinReasons['Prevent falls'])).toBeVisible();
    await expect(canvas.getByText(zh.healthConditions.Arthritis)).toBeVisible();
    await expect(canvas.getByText(zh.bodyParts['None of these'])).toBeVisible();
    await expect(canvas.getByText(zh.declaration)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `${zh.actions.edit} ${zh.steps.HealthCondition}` }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith('HealthCondition');
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { isReadOnly: true, value: { ...answered, healthConditions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(en.healthConditionsQuestion).nextElementSibling).toHaveTextContent(
      messages.generic.dash,
    );
  },
};

export const PhoneChinese: Story = {
  name: 'Phone in Chinese',
  args: { language: 'zh-Hans' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
