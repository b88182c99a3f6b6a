import { MEDICAL_HISTORY_TEXT, messages, type MedicalHistory } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MedicalHistoryForm } from './MedicalHistoryForm';

const text = MEDICAL_HISTORY_TEXT;
const v = messages.validation;
const no = { answer: false, details: null };

/** A history saved last year: an allergy, high blood pressure under control, diabetes not. */
const saved: MedicalHistory = {
  hospitalisation: no,
  allergies: { answer: true, details: 'Penicillin' },
  recentHealthChanges: no,
  treatment: no,
  medications: { answer: true, details: 'Amlodipine 5 mg, once a day' },
  dialysis: no,
  transfusion: no,
  excessiveBleeding: no,
  pregnancy: { answer: false, expectedDeliveryDate: null },
  conditions: [
    { name: 'High blood pressure', controlled: true },
    { name: 'Diabetes', controlled: false },
  ],
  others: null,
  confirmation: true,
  signature: { name: 'Ng Siew Lan', contactNumber: '96543210', date: '2025-10-10' },
};

const meta = {
  title: 'Forms/MedicalHistoryForm',
  component: MedicalHistoryForm,
  args: {
    onSubmit: fn(),
    today: '2026-11-22',
    signatory: { name: 'Ng Siew Lan', contactNumber: '96543210' },
  },
} satisfies Meta<typeof MedicalHistoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  label: string,
) => within(canvas.getByRole('radiogroup', { name: label }));

/** Nothing given yet: every question waits for an answer; the signature starts with the person and today. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: text.title })).toBeVisible();
    await expect(
      question(canvas, text.questions.allergies.question).getByRole('radio', { name: 'Yes' }),
    ).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: text.questions.allergies.details })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: text.signature.name })).toHaveValue('Ng Siew Lan');
    await expect(canvas.getByRole('textbox', { name: text.signature.date })).toHaveValue('22/11/2026');
  },
};

/** Started from the saved version: every answer kept, the confirmation asked again, the signature dated today. */
export const Prefilled: Story = {
  args: { value: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: text.questions.allergies.details })).toHaveValue(
      'Penicillin',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Diabetes' })).toBeChecked();
    const diabetes = question(canvas, 'Diabetes: controlled or uncontrolled?');
    await expect(diabetes.getByRole('radio', { name: text.conditions.uncontrolled })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: text.confirmation })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: text.signature.date })).toHaveValue('22/11/2026');
  },
};

/** Filled in by pointer and keyboard, then saved: the answers as the domain schema gives them. */
export const FillAndSave: Story = {
  name: 'Fill in and save',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const key of Object.keys(text.questions) as (keyof typeof text.questions)[]) {
      await userEvent.click(
        question(canvas, text.questions[key].question).getByRole('radio', { name: 'No' }),
      );
    }
    await userEvent.click(
      question(canvas, text.questions.allergies.question).getByRole('radio', { name: 'Yes' }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.questions.allergies.details }),
      'Shellfish',
    );
    await userEvent.click(question(canvas, text.pregnancy.question).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.pregnancy.expectedDeliveryDate }),
      '01032027',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Asthma' }));
    await userEvent.click(
      question(canvas, 'Asthma: controlled or uncontrolled?').getByRole('radio', {
        name: text.conditions.controlled,
      }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: text.confirmation }));
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          allergies: { answer: true, details: 'Shellfish' },
          dialysis: { answer: false, details: null },
          pregnancy: { answer: true, expectedDeliveryDate: '2027-03-01' },
          conditions: [{ name: 'Asthma', controlled: true }],
          confirmation: true,
          signature: { name: 'Ng Siew Lan', contactNumber: '96543210', date: '2026-11-22' },
        }),
      ),
    );
  },
};

/** Saved with answers missing: each error at its field, and the first question takes focus. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(question(canvas, text.pregnancy.question).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Stroke' }));
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    const first = question(canvas, text.questions.hospitalisation.question);
    await waitFor(() => expect(first.getByRole('radio', { name: 'Yes' })).toHaveFocus());
    await expect(
      canvas.getByRole('radiogroup', { name: text.questions.hospitalisation.question }),
    ).toHaveAccessibleDescription(expect.stringContaining(v.required));
    await expect(
      canvas.getByRole('textbox', { name: text.pregnancy.expectedDeliveryDate }),
    ).toHaveAccessibleDescription(expect.stringContaining(v.expectedDeliveryDateRequired));
    await expect(
      canvas.getByRole('radiogroup', { name: 'Stroke: controlled or uncontrolled?' }),
    ).toHaveAccessibleDescription(expect.stringContaining(v.required));
    await expect(canvas.getByText(v.confirmationRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the new version is saved. */
export const Saving: Story = {
  args: { value: saved, isSubmitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: messages.labels.save })).toBeVisible();
  },
};
