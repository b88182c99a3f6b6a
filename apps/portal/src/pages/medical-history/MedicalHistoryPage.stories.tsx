import { MEDICAL_HISTORY_TEXT, healthPageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_HISTORY, healthData } from '../../features/health/fakes/fakeHealthApi';
import { waitForAnnouncementsToSettle } from '../../test/liveAnnouncer';
import { HealthScreen } from '../../test/screens/HealthScreen';

const text = MEDICAL_HISTORY_TEXT;
const v = messages.validation;
const page = healthPageMessages.medicalHistory;
/** A history given more than a year before the stories' day (22/11/2026), and an earlier one. */
const stale = healthData([
  { id: 'history-1', submittedAt: '2024-09-02T02:00:00Z', medicalHistory: SAMPLE_HISTORY },
  { id: 'history-2', submittedAt: '2025-10-10T02:00:00Z', medicalHistory: SAMPLE_HISTORY },
]);

const meta = {
  title: 'Screens/Health/MedicalHistory',
  component: HealthScreen,
  args: { path: '/medical-history' },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof HealthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: text.title }));

/** None given yet: the page says so, and the signature starts with the person and today. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await expect(canvas.getByText('You have not given us your medical history yet.')).toBeVisible();
    await expect(fields.getByRole('textbox', { name: text.signature.name })).toHaveValue('Ng Siew Lan');
    await expect(fields.getByRole('textbox', { name: text.signature.date })).toHaveValue('22/11/2026');
  },
};

/** The latest version, more than a year old: every answer to check, and the earlier version listed. */
export const Prefilled: Story = {
  name: 'Prefilled, more than 1 year old',
  args: { data: stale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await expect(canvas.getByText(messages.health.medicalHistoryStale)).toBeVisible();
    await expect(canvas.getByText(/Last updated on 10\/10\/2025\./)).toBeVisible();
    // The date is a link within the sentence.
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Earlier versions, kept as they were saved: 02/09/2024.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the version of 02/09/2024' })).toHaveAttribute(
      'href',
      '/medical-history?version=history-1',
    );
    await expect(fields.getByRole('textbox', { name: text.questions.allergies.details })).toHaveValue(
      'Penicillin',
    );
    await expect(fields.getByRole('checkbox', { name: 'High blood pressure' })).toBeChecked();
  },
};

/** Saved without the confirmation and with a condition unmarked: the errors at their fields, the first focused. */
export const Errors: Story = {
  args: { data: stale },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('checkbox', { name: 'Stroke' }));
    await userEvent.click(fields.getByRole('button', { name: messages.labels.save }));
    const stroke = fields.getByRole('radiogroup', { name: 'Stroke: controlled or uncontrolled?' });
    await waitFor(() =>
      expect(within(stroke).getByRole('radio', { name: text.conditions.controlled })).toHaveFocus(),
    );
    await expect(stroke).toHaveAccessibleDescription(expect.stringContaining(v.required));
    await expect(fields.getByText(v.confirmationRequired)).toBeVisible();
  },
};

/**
 * Confirmed and saved: a new version, 'Save Medical History successfully', the page says it is current, and the
 * way back to My Services (where the dialog sent her) comes next; the form is a press away.
 */
export const Saved: Story = {
  name: 'Saved, with the way back',
  args: { data: stale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('checkbox', { name: text.confirmation }));
    await userEvent.click(fields.getByRole('button', { name: messages.labels.save }));
    await expect(await canvas.findByText(page.savedNext)).toBeVisible();
    await expect(canvas.getAllByText(messages.health.medicalHistorySaved)[0]).toBeVisible();
    await expect(canvas.getByText('Last updated on 22/11/2026.')).toBeVisible();
    await expect(canvas.queryByText(messages.health.medicalHistoryStale)).toBeNull();
    const back = canvas.getByRole('link', { name: page.backToServices });
    await expect(back).toHaveAttribute('href', '/');
    // The version she replaced is now an earlier one, to read.
    await expect(canvas.getByRole('link', { name: 'Read the version of 10/10/2025' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: text.title })).toBeNull();
    await expect(canvas.getByRole('button', { name: page.changeAgain })).toBeVisible();
    // The busy Save was announced by its id, and went with the form.
    await waitForAnnouncementsToSettle();
  },
};

/** Opened from another page than My Services (`returnTo`): after the save, the way back leads there. */
export const SavedFromAnotherPage: Story = {
  name: 'Saved, back to the page it came from',
  args: { data: stale, path: '/medical-history?returnTo=%2Fprofile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('checkbox', { name: text.confirmation }));
    await userEvent.click(fields.getByRole('button', { name: messages.labels.save }));
    await expect(await canvas.findByRole('link', { name: page.back })).toHaveAttribute('href', '/profile');
    // The busy Save was announced by its id, and went with the form.
    await waitForAnnouncementsToSettle();
  },
};

/** An earlier version, opened from its date: read only, 'You are viewing the version of …', the way back. */
export const EarlierVersion: Story = {
  name: 'Earlier version, read only',
  args: { data: stale, path: '/medical-history?version=history-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are viewing the version of 02/09/2024')).toBeVisible();
    await expect(canvas.getByText(page.viewingEarlier)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const answers = within(canvas.getByRole('region', { name: page.answersTitle }));
    await expect(answers.getByText('Yes: Penicillin')).toBeVisible();
    await expect(answers.getByText('High blood pressure: Controlled')).toBeVisible();
    const links = canvas.getAllByRole('link', { name: page.backToCurrent });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/medical-history');
  },
};

/** A version that is not hers (or no longer there): the API's words, and the way back to the current one. */
export const VersionNotFound: Story = {
  name: 'Version not found',
  args: { data: stale, path: '/medical-history?version=someone-else' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.health.medicalHistoryVersionNotFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: page.backToCurrent })).toHaveAttribute(
      'href',
      '/medical-history',
    );
  },
};

/** The API could not save it: 'Save Medical History failed.', and the answers stay on the page. */
export const SavingFailed: Story = {
  name: 'Saving failed',
  args: { data: stale, options: { saveFails: true } },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('checkbox', { name: text.confirmation }));
    await userEvent.click(fields.getByRole('button', { name: messages.labels.save }));
    await expect(
      await within(document.body).findByText(messages.health.medicalHistorySaveFailed, { exact: false }),
    ).toBeVisible();
    await expect(fields.getByRole('checkbox', { name: text.confirmation })).toBeChecked();
  },
};
