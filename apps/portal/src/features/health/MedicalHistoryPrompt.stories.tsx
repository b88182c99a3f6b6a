import { healthPageMessages, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_HISTORY, healthData, type FakeHealthApi } from './fakes/fakeHealthApi';
import { HealthScreen } from '../../test/screens/HealthScreen';

const text = healthPageMessages.prompt;

const meta = {
  title: 'Screens/Health/MedicalHistoryPrompt',
  component: HealthScreen,
  args: { path: '/' },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof HealthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake API the last story made. */
const seen: { api: FakeHealthApi | null } = { api: null };

const dialog = () =>
  within(document.body).findByRole('alertdialog', { name: messages.health.medicalHistoryStale });

/** More than a year old: My Services asks, focus on "Later". */
export const Stale: Story = {
  name: 'More than 1 year old',
  args: {
    data: healthData([
      { id: 'history-1', submittedAt: '2025-10-10T02:00:00Z', medicalHistory: SAMPLE_HISTORY },
    ]),
  },
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByText(text.body)).toBeVisible();
    await expect(shown.getByRole('button', { name: text.later })).toHaveFocus();
    await expect(shown.getByRole('button', { name: text.updateNow })).toBeVisible();
  },
};

/**
 * None given (a new loved one): it asks for a first one, in words that fit (nothing is a year old); "Fill it in now"
 * leads to the medical history.
 */
export const Missing: Story = {
  name: 'None given',
  play: async ({ canvasElement }) => {
    const shown = within(await within(document.body).findByRole('alertdialog', { name: text.firstTitle }));
    await expect(shown.getByText(text.firstBody)).toBeVisible();
    await expect(shown.queryByText(messages.health.medicalHistoryStale)).toBeNull();
    await userEvent.click(shown.getByRole('button', { name: text.fillInNow }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Medical history' }),
    ).toBeVisible();
  },
};

/** Already shown today: it does not ask again. */
export const ShownToday: Story = {
  name: 'Already shown today',
  args: {
    onApi: (made: FakeHealthApi) => {
      seen.api = made;
    },
  },
  beforeEach: () => {
    localStorage.setItem(
      'medicalHistoryPromptDate',
      JSON.stringify({ value: '2026-11-22', expiresAt: null }),
    );
  },
  play: async () => {
    // The history has been read (none given), and still no dialog: today is remembered.
    await waitFor(() => expect(seen.api?.calls).toContain('GET profile/medical-history'));
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
