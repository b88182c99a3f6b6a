import { MEDICAL_HISTORY_TEXT, messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MedicalHistoryForm } from './MedicalHistoryForm';

const text = MEDICAL_HISTORY_TEXT;
const v = messages.validation;
const radios = (name: string) => within(screen.getByRole('radiogroup', { name }));

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <MedicalHistoryForm
      today="2026-11-22"
      signatory={{ name: 'Ng Siew Lan', contactNumber: '96543210' }}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('MedicalHistoryForm', () => {
  it('gives the answers as the domain schema does, details only with a yes', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    for (const q of Object.values(text.questions)) {
      await user.click(radios(q.question).getByRole('radio', { name: 'No' }));
    }
    await user.click(radios(text.questions.medications.question).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: text.questions.medications.details }), 'Metformin');
    await user.click(radios(text.pregnancy.question).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: 'Diabetes' }));
    await user.click(
      radios('Diabetes: controlled or uncontrolled?').getByRole('radio', {
        name: text.conditions.uncontrolled,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: text.confirmation }));
    await user.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      medications: { answer: true, details: 'Metformin' },
      allergies: { answer: false, details: null },
      pregnancy: { answer: false, expectedDeliveryDate: null },
      conditions: [{ name: 'Diabetes', controlled: false }],
      signature: { name: 'Ng Siew Lan', contactNumber: '96543210', date: '2026-11-22' },
    });
  });

  it('shows every error at its field on Save and focuses the first', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(radios(text.pregnancy.question).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Stroke' }));
    await user.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() =>
      expect(
        radios(text.questions.hospitalisation.question).getByRole('radio', { name: 'Yes' }),
      ).toHaveFocus(),
    );
    expect(
      screen.getByRole('radiogroup', { name: text.questions.hospitalisation.question }),
    ).toHaveAccessibleDescription(expect.stringContaining(v.required));
    expect(
      screen.getByRole('textbox', { name: text.pregnancy.expectedDeliveryDate }),
    ).toHaveAccessibleDescription(expect.stringContaining(v.expectedDeliveryDateRequired));
    expect(
      screen.getByRole('radiogroup', { name: 'Stroke: controlled or uncontrolled?' }),
    ).toHaveAccessibleDescription(expect.stringContaining(v.required));
    expect(screen.getByText(v.confirmationRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
