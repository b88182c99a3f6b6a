import {
  HEALTH_DECLARATION_ENGLISH,
  healthDeclarationMessage,
  loadHealthDeclarationText,
  messages,
  type HealthDeclarationAnswers,
} from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HealthDeclarationForm } from './HealthDeclarationForm';
import { HealthDeclarationReview } from './HealthDeclarationReview';

const en = HEALTH_DECLARATION_ENGLISH;
const zh = await loadHealthDeclarationText('zh-Hans');
const v = messages.validation;

const nextButton = () => screen.getByRole('button', { name: messages.labels.next });
const group = (name: string) => screen.getByRole('group', { name });
const box = (question: string, option: string) =>
  within(group(question)).getByRole('checkbox', { name: option });

/** The language an element is read in: its own `lang`, or the nearest ancestor's. */
const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

const answered: HealthDeclarationAnswers = {
  whyJoinOurExerciseProgramme: ['Prevent falls', 'Others'],
  whyJoinOurExerciseProgrammeOther: 'Tai chi with my neighbours',
  timesExerciseAWeek: '1-3',
  healthConditions: ['High blood pressure', 'Arthritis'],
  healthConditionsOther: null,
  injureAnyOfTheseBodyParts: ['None of these'],
  injureAnyOfTheseBodyPartsOther: null,
};

describe('HealthDeclarationForm', () => {
  it('gives the English option values when the form is shown in Chinese', async () => {
    const onSubmit = vi.fn();
    render(<HealthDeclarationForm defaultLanguage="zh-Hans" onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: zh.title })).toHaveAttribute('lang', 'zh-Hans');
    await userEvent.click(box(zh.whyJoinQuestion, zh.joinReasons['Prevent falls']));
    await userEvent.click(screen.getByRole('radio', { name: zh.exerciseFrequencies['4-5'] }));
    await userEvent.click(screen.getByRole('button', { name: zh.actions.next }));
    expect(await screen.findByRole('heading', { name: zh.steps.HealthCondition })).toHaveFocus();
    await userEvent.click(box(zh.healthConditionsQuestion, zh.healthConditions.Diabetes));
    await userEvent.click(box(zh.injuriesQuestion, zh.bodyParts.Knee));
    await userEvent.click(box(zh.injuriesQuestion, zh.bodyParts['Lower back']));
    await userEvent.click(screen.getByRole('button', { name: zh.actions.next }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit).toHaveBeenCalledWith({
      whyJoinOurExerciseProgramme: ['Prevent falls'],
      whyJoinOurExerciseProgrammeOther: null,
      timesExerciseAWeek: '4-5',
      healthConditions: ['Diabetes'],
      healthConditionsOther: null,
      injureAnyOfTheseBodyParts: ['Lower back', 'Knee'],
      injureAnyOfTheseBodyPartsOther: null,
    });
  });

  it('keeps every answer and error when the language is switched, and marks each language', async () => {
    render(<HealthDeclarationForm onSubmit={vi.fn()} />);
    const chinese = screen.getByRole('radio', { name: '中文' });
    expect(langOf(chinese)).toBe('zh-Hans');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('form', { name: en.title })).toHaveAttribute('lang', 'en');
    await userEvent.click(box(en.whyJoinQuestion, en.joinReasons.Others));
    const other = screen.getByRole('textbox', { name: en.otherLabels.whyJoin });
    await userEvent.type(other, 'Dance');
    await userEvent.click(nextButton());
    const firstRadio = screen.getByRole('radio', { name: en.exerciseFrequencies['0'] });
    await waitFor(() => {
      expect(firstRadio).toHaveAccessibleDescription(v.exerciseFrequencyRequired);
    });

    await userEvent.click(chinese);
    const form = await screen.findByRole('form', { name: zh.title });
    expect(form).toHaveAttribute('lang', 'zh-Hans');
    expect(langOf(screen.getByRole('radio', { name: 'English' }))).toBe('en');
    expect(box(zh.whyJoinQuestion, zh.joinReasons.Others)).toBeChecked();
    expect(screen.getByRole('textbox', { name: zh.otherLabels.whyJoin })).toHaveValue('Dance');
    expect(screen.getByRole('radio', { name: zh.exerciseFrequencies['0'] })).toHaveAccessibleDescription(
      healthDeclarationMessage(v.exerciseFrequencyRequired, 'zh-Hans') ?? '',
    );
    // Said in Chinese: nothing of the form is left in English but the English option of the language switch.
    expect(within(form).queryByText(v.exerciseFrequencyRequired)).toBeNull();
  });

  it('shows a language once its texts have arrived, and never half in one language and half in another', async () => {
    render(<HealthDeclarationForm defaultLanguage="ta" onSubmit={vi.fn()} />);
    // Tamil is a chunk of its own: until it is here, the form is wholly English and says so.
    expect(screen.getByRole('form', { name: en.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    const ta = await loadHealthDeclarationText('ta');
    expect(await screen.findByRole('form', { name: ta.title })).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('radio', { name: 'தமிழ்' })).toBeChecked();
    expect(screen.getByRole('heading', { name: ta.steps.HealthStatus })).toBeInTheDocument();
  });

  it('follows a language the page keeps', async () => {
    const onLanguageChange = vi.fn();
    const { rerender } = render(
      <HealthDeclarationForm language="en" onLanguageChange={onLanguageChange} onSubmit={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '中文' }));
    await waitFor(() => {
      expect(onLanguageChange).toHaveBeenCalledWith('zh-Hans');
    });
    rerender(
      <HealthDeclarationForm language="zh-Hans" onLanguageChange={onLanguageChange} onSubmit={vi.fn()} />,
    );
    expect(screen.getByRole('form', { name: zh.title })).toHaveAttribute('lang', 'zh-Hans');
  });

  it("clears the other choices when 'None of these' is chosen, and 'None of these' when another is", async () => {
    render(<HealthDeclarationForm defaultStep="HealthCondition" onSubmit={vi.fn()} />);
    const question = en.healthConditionsQuestion;
    await userEvent.click(box(question, 'Diabetes'));
    await userEvent.click(box(question, 'Others'));
    expect(screen.getByRole('textbox', { name: en.otherLabels.healthConditions })).toBeInTheDocument();

    await userEvent.click(box(question, 'None of these'));
    expect(box(question, 'None of these')).toBeChecked();
    expect(box(question, 'Diabetes')).not.toBeChecked();
    expect(box(question, 'Others')).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: en.otherLabels.healthConditions })).toBeNull();

    await userEvent.click(box(question, 'Stroke'));
    expect(box(question, 'Stroke')).toBeChecked();
    expect(box(question, 'None of these')).not.toBeChecked();

    const injuries = en.injuriesQuestion;
    await userEvent.click(box(injuries, 'None of these'));
    await userEvent.click(box(injuries, 'Knee'));
    expect(box(injuries, 'None of these')).not.toBeChecked();
    expect(box(injuries, 'Knee')).toBeChecked();
    expect(box(question, 'Stroke')).toBeChecked();
  });

  it("asks for the text of 'Others', focuses it, and keeps what was given", async () => {
    const onSubmit = vi.fn();
    render(<HealthDeclarationForm defaultStep="HealthCondition" value={answered} onSubmit={onSubmit} />);
    await userEvent.click(box(en.injuriesQuestion, 'Others'));
    expect(box(en.injuriesQuestion, 'None of these')).not.toBeChecked();
    const other = screen.getByRole('textbox', { name: en.otherLabels.injuries });
    expect(other).toBeRequired();
    await userEvent.click(nextButton());
    await waitFor(() => {
      expect(other).toHaveAccessibleDescription(v.otherTextRequired);
    });
    expect(other).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box(en.healthConditionsQuestion, 'Arthritis')).toBeChecked();

    await userEvent.type(other, ' Old fracture of the left wrist ');
    await userEvent.click(nextButton());
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          injureAnyOfTheseBodyParts: ['Others'],
          injureAnyOfTheseBodyPartsOther: 'Old fracture of the left wrist',
          whyJoinOurExerciseProgrammeOther: 'Tai chi with my neighbours',
        }),
      );
    });
  });

  it('asks for the exercise frequency before moving on, focusing it', async () => {
    const onStepChange = vi.fn();
    render(<HealthDeclarationForm onSubmit={vi.fn()} onStepChange={onStepChange} />);
    await userEvent.click(nextButton());
    const first = screen.getByRole('radio', { name: en.exerciseFrequencies['0'] });
    await waitFor(() => {
      expect(first).toHaveFocus();
    });
    expect(first).toHaveAccessibleDescription(v.exerciseFrequencyRequired);
    expect(screen.getByRole('heading', { name: en.steps.HealthStatus })).toBeInTheDocument();
    expect(onStepChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => {
      expect(screen.queryByText(v.exerciseFrequencyRequired)).toBeNull();
    });
    expect(screen.getByRole('radio', { name: en.exerciseFrequencies['1-3'] })).toBeChecked();
    await userEvent.click(nextButton());
    expect(await screen.findByRole('heading', { name: en.steps.HealthCondition })).toHaveFocus();
    expect(onStepChange).toHaveBeenCalledWith('HealthCondition');
  });

  it('returns to the first step for a missing answer there, when opened at the second', async () => {
    render(
      <HealthDeclarationForm
        defaultStep="HealthCondition"
        value={{ ...answered, timesExerciseAWeek: undefined }}
        onSubmit={vi.fn()}
      />,
    );
    await userEvent.click(nextButton());
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: en.exerciseFrequencies['0'] })).toHaveFocus();
    });
    expect(screen.getByRole('heading', { name: en.steps.HealthStatus })).toBeInTheDocument();
  });

  it('goes back a step keeping the answers, and leaves with them from the first', async () => {
    const onBack = vi.fn();
    render(<HealthDeclarationForm value={answered} onSubmit={vi.fn()} onBack={onBack} />);
    await userEvent.click(nextButton());
    await screen.findByRole('heading', { name: en.steps.HealthCondition });
    await userEvent.click(box(en.healthConditionsQuestion, 'Stroke'));
    await userEvent.click(screen.getByRole('button', { name: messages.labels.back }));
    expect(await screen.findByRole('heading', { name: en.steps.HealthStatus })).toHaveFocus();
    expect(screen.getByRole('radio', { name: en.exerciseFrequencies['1-3'] })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: messages.labels.back }));
    expect(onBack).toHaveBeenCalledWith(
      expect.objectContaining({
        timesExerciseAWeek: '1-3',
        healthConditions: ['High blood pressure', 'Stroke', 'Arthritis'],
      }),
    );
  });
});

describe('HealthDeclarationReview', () => {
  it('reads the answers back in the language chosen, with an Edit for each step', async () => {
    const onEdit = vi.fn();
    render(<HealthDeclarationReview value={answered} language="zh-Hans" onEdit={onEdit} />);
    expect(langOf(screen.getByRole('heading', { name: zh.steps.ReviewInformation }))).toBe('zh-Hans');
    expect(screen.getByText(zh.joinReasons['Prevent falls'])).toBeVisible();
    expect(screen.getByText('Tai chi with my neighbours')).toBeVisible();
    expect(screen.getByText(zh.exerciseFrequencies['1-3'])).toBeVisible();
    expect(screen.getByText(zh.bodyParts['None of these'])).toBeVisible();
    expect(screen.getByText(zh.declaration)).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: `${zh.actions.edit} ${zh.steps.HealthCondition}` }),
    );
    expect(onEdit).toHaveBeenCalledWith('HealthCondition');
  });

  it('shows a dash for a question left unanswered, and no Edit when read only', () => {
    render(
      <HealthDeclarationReview value={{ ...answered, healthConditions: [] }} isReadOnly onEdit={vi.fn()} />,
    );
    const term = screen.getByText(en.healthConditionsQuestion);
    expect(term.nextElementSibling).toHaveTextContent(messages.generic.dash);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
