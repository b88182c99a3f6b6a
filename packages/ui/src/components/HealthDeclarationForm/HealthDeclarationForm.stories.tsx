import {
  HEALTH_DECLARATION_ENGLISH,
  loadHealthDeclarationText,
  type HealthDeclarationText,
  messages,
  type HealthDeclarationAnswers,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HealthDeclarationForm } from './HealthDeclarationForm';

const en = HEALTH_DECLARATION_ENGLISH;
let zh: HealthDeclarationText, ms: HealthDeclarationText, ta: HealthDeclarationText;
const v = messages.validation;

const answered: HealthDeclarationAnswers = {
  whyJoinOurExerciseProgramme: ['Improve my strength and balance', 'Prevent falls'],
  whyJoinOurExerciseProgrammeOther: null,
  timesExerciseAWeek: '1-3',
  healthConditions: ['High blood pressure', 'Arthritis'],
  healthConditionsOther: null,
  injureAnyOfTheseBodyParts: ['Knee'],
  injureAnyOfTheseBodyPartsOther: null,
};

/** The language an element is read in: its own `lang`, or the nearest ancestor's. */
const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

const meta = {
  title: 'Forms/HealthDeclarationForm',
  // The translations arrive as a page gets them (a chunk each), before the story renders.
  loaders: [
    async () => {
      [zh, ms, ta] = await Promise.all([
        loadHealthDeclarationText('zh-Hans'),
        loadHealthDeclarationText('ms'),
        loadHealthDeclarationText('ta'),
      ]);
    },
  ],
  component: HealthDeclarationForm,
  args: { onSubmit: fn(), onBack: fn(), onLanguageChange: fn(), onStepChange: fn() },
} satisfies Meta<typeof HealthDeclarationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: en.title })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(langOf(canvas.getByRole('radio', { name: '中文' }))).toBe('zh-Hans');
    await expect(canvas.getByRole('heading', { name: en.steps.HealthStatus })).toBeVisible();
    await expect(canvas.getByRole('group', { name: en.whyJoinQuestion })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: en.exerciseQuestion })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { defaultLanguage: 'zh-Hans' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: zh.title });
    await expect(form).toHaveAttribute('lang', 'zh-Hans');
    await expect(canvas.getByRole('radio', { name: '中文' })).toBeChecked();
    await expect(langOf(canvas.getByRole('radio', { name: 'English' }))).toBe('en');
    await expect(canvas.getByRole('checkbox', { name: zh.joinReasons['Prevent falls'] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zh.actions.next })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zh.actions.back })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('form', { name: en.title })).toHaveAttribute('lang', 'en');
    await userEvent.click(canvas.getByRole('radio', { name: '中文' }));
    await expect(form).toHaveAttribute('lang', 'zh-Hans');
  },
};

/** Malay: every question and answer in Malay; an unanswered question says so in Malay; the arrow keys reach Tamil. */
export const Malay: Story = {
  args: { defaultLanguage: 'ms' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: ms.title });
    await expect(form).toHaveAttribute('lang', 'ms');
    await expect(canvas.getByRole('radiogroup', { name: ms.languageLabel })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Bahasa Melayu' })).toBeChecked();
    await expect(langOf(canvas.getByRole('radio', { name: 'தமிழ்' }))).toBe('ta');
    await expect(canvas.getByRole('checkbox', { name: ms.joinReasons['Prevent falls'] })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: ms.joinReasons['Prevent falls'] }));
    await userEvent.click(canvas.getByRole('button', { name: ms.actions.next }));
    await expect(await canvas.findByText('Sila pilih berapa kali anda bersenam seminggu')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bahasa Melayu' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ta');
    await expect(canvas.getByRole('form', { name: ta.title })).toHaveAttribute('lang', 'ta');
  },
};

/** Tamil, on the second step: Tamil script throughout, in Noto Sans Tamil, the NRIC's name as it is. */
export const Tamil: Story = {
  args: { value: answered, defaultLanguage: 'ta', defaultStep: 'HealthCondition' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: ta.title })).toHaveAttribute('lang', 'ta');
    await expect(canvas.getByRole('heading', { name: ta.steps.HealthCondition })).toBeVisible();
    const conditions = within(canvas.getByRole('group', { name: ta.healthConditionsQuestion }));
    await expect(conditions.getByRole('checkbox', { name: ta.healthConditions.Arthritis })).toBeChecked();
    const faces = await document.fonts.load('16px "Noto Sans Tamil"', ta.title);
    await expect(faces.length).toBeGreaterThan(0);
  },
};

export const HealthConditionStep: Story = {
  name: 'Health condition step',
  args: { value: answered, defaultStep: 'HealthCondition' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: en.steps.HealthCondition })).toBeVisible();
    const conditions = within(canvas.getByRole('group', { name: en.healthConditionsQuestion }));
    await expect(conditions.getByRole('checkbox', { name: 'Arthritis' })).toBeChecked();
    const injuries = within(canvas.getByRole('group', { name: en.injuriesQuestion }));
    await expect(injuries.getByRole('checkbox', { name: 'Knee' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.next }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(answered));
  },
};

export const OthersChosen: Story = {
  name: 'Others chosen',
  args: {
    value: {
      ...answered,
      whyJoinOurExerciseProgramme: ['Prevent falls', 'Others'],
      whyJoinOurExerciseProgrammeOther: 'To keep up with my grandchildren at the playground',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = canvas.getByRole('textbox', { name: en.otherLabels.whyJoin });
    await expect(other).toBeRequired();
    await expect(other).toHaveValue('To keep up with my grandchildren at the playground');
    const reasons = within(canvas.getByRole('group', { name: en.whyJoinQuestion }));
    await userEvent.click(reasons.getByRole('checkbox', { name: 'Others' }));
    await expect(canvas.queryByRole('textbox', { name: en.otherLabels.whyJoin })).not.toBeInTheDocument();
    await userEvent.click(reasons.getByRole('checkbox', { name: 'Others' }));
    await expect(canvas.getByRole('textbox', { name: en.otherLabels.whyJoin })).toHaveValue(
      'To keep up with my grandchildren at the playground',
    );
  },
};

export const NoneOfThese: Story = {
  name: 'None of these',
  args: { value: answered, defaultStep: 'HealthCondition' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conditions = within(canvas.getByRole('group', { name: en.healthConditionsQuestion }));
    await userEvent.click(conditions.getByRole('checkbox', { name: 'Others' }));
    await expect(canvas.getByRole('textbox', { name: en.otherLabels.healthConditions })).toBeVisible();
    await userEvent.click(conditions.getByRole('checkbox', { name: 'None of these' }));
    await expect(conditions.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
    for (const cleared of ['High blood pressure', 'Arthritis', 'Others']) {
      await expect(conditions.getByRole('checkbox', { name: cleared })).not.toBeChecked();
    }
    await expect(
      canvas.queryByRole('textbox', { name: en.otherLabels.healthConditions }),
    ).not.toBeInTheDocument();
    const injuries = within(canvas.getByRole('group', { name: en.injuriesQuestion }));
    await userEvent.click(injuries.getByRole('checkbox', { name: 'None of these' }));
    await expect(injuries.getByRole('checkbox', { name: 'Knee' })).not.toBeChecked();
    await expect(injuries.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
  },
};

export const InvalidSubmit: Story = {
  name: 'Invalid submit',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reasons = within(canvas.getByRole('group', { name: en.whyJoinQuestion }));
    await userEvent.click(reasons.getByRole('checkbox', { name: 'Stay active and independent' }));
    await userEvent.click(reasons.getByRole('checkbox', { name: 'Others' }));
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.next }));
    const other = canvas.getByRole('textbox', { name: en.otherLabels.whyJoin });
    await waitFor(() => expect(other).toHaveFocus());
    await expect(other).toHaveAccessibleDescription(v.otherTextRequired);
    await expect(
      canvas.getByRole('radio', { name: en.exerciseFrequencies['0'] }),
    ).toHaveAccessibleDescription(v.exerciseFrequencyRequired);
    await expect(reasons.getByRole('checkbox', { name: 'Stay active and independent' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: en.steps.HealthStatus })).toBeVisible();
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { value: answered },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const PhoneChinese: Story = {
  name: 'Phone in Chinese',
  args: {
    value: { ...answered, injureAnyOfTheseBodyParts: ['Lower back', 'Others'] },
    defaultLanguage: 'zh-Hans',
    defaultStep: 'HealthCondition',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const PhoneTamil: Story = {
  name: 'Phone in Tamil',
  args: { value: answered, defaultLanguage: 'ta' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorModeMalay: Story = {
  name: 'Senior mode in Malay on a phone',
  args: { value: answered, defaultLanguage: 'ms' },
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { value: answered },
  globals: { theme: 'senior' },
};

export const SeniorModeChinese: Story = {
  name: 'Senior mode in Chinese',
  args: { value: answered, defaultLanguage: 'zh-Hans', defaultStep: 'HealthCondition' },
  globals: { theme: 'senior' },
};

export const Submitting: Story = {
  args: { value: answered, defaultStep: 'HealthCondition', isSubmitting: true },
};
