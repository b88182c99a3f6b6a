import { expect, test } from '@playwright/test';
import { MEDICAL_HISTORY_TEXT, healthPageMessages, messages } from '@careportal/domain';
import { medicalHistoryDialog, openMyServicesAndReadHistory, signInToPrompt } from './health';
import { DEMO, choose, expectAccessible } from './support';

const text = MEDICAL_HISTORY_TEXT;
/** Ng Siew Lan: her medical history was given more than a year before the demo data was seeded. */
const demo = DEMO.siewLan;

test.describe('the medical history, signed in as a customer whose history is more than 1 year old', () => {
  test('My Services asks for it, the form saves a new version, and it does not ask again', async ({
    page,
  }) => {
    await signInToPrompt(page, demo);
    await expectAccessible(page);
    await medicalHistoryDialog(page)
      .getByRole('button', { name: healthPageMessages.prompt.updateNow })
      .click();
    await expect(page).toHaveURL(/\/medical-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Medical history' })).toBeVisible();
    await expect(page.getByText(messages.health.medicalHistoryStale)).toBeVisible();

    // The last version is there to check: her allergy and her blood pressure, under control.
    const form = page.getByRole('form', { name: text.title });
    await expect(form.getByRole('textbox', { name: text.questions.allergies.details })).toHaveValue(
      'Penicillin',
    );
    await expect(form.getByRole('checkbox', { name: 'High blood pressure' })).toBeChecked();

    // Saving without confirming says so at the checkbox.
    await form.getByRole('button', { name: messages.labels.save }).click();
    await expect(form.getByText(messages.validation.confirmationRequired)).toBeVisible();

    // Something has changed since: she is on treatment now, and her diabetes is not under control.
    const treatment = form.getByRole('radiogroup', { name: text.questions.treatment.question });
    await choose(treatment.getByRole('radio', { name: messages.labels.yes }));
    await form
      .getByRole('textbox', { name: text.questions.treatment.details })
      .fill('Physiotherapy for my knee');
    await choose(form.getByRole('checkbox', { name: 'Diabetes' }));
    const diabetes = form.getByRole('radiogroup', { name: 'Diabetes: controlled or uncontrolled?' });
    await choose(diabetes.getByRole('radio', { name: text.conditions.uncontrolled }));
    await choose(form.getByRole('checkbox', { name: text.confirmation }));
    await form.getByRole('button', { name: messages.labels.save }).click();
    await expect(page.getByText(messages.health.medicalHistorySaved)).toBeVisible();
    await expect(page.getByText(/^Last updated on \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
    await expect(
      page.getByText(/^Earlier versions, kept as they were saved: \d\d\/\d\d\/\d{4}\.$/),
    ).toBeVisible();
    await expectAccessible(page);

    // Back on My Services, and even once the remembered day is gone (a new sign-in), it does not ask again.
    await openMyServicesAndReadHistory(page);
    await expect(medicalHistoryDialog(page)).toHaveCount(0);
    await page.evaluate(() => {
      localStorage.removeItem('medicalHistoryPromptDate');
    });
    await openMyServicesAndReadHistory(page);
    await expect(medicalHistoryDialog(page)).toHaveCount(0);
  });
});
