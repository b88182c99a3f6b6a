import { MEDICAL_HISTORY_TEXT, healthPageMessages, messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { copy } from '../../copy';
import { SAMPLE_HISTORY, healthData } from '../../features/health/fakes/fakeHealthApi';
import { medicalHistoryItems } from '../../features/health/MedicalHistoryAnswers';
import { medicalHistoryPath } from '../../features/health/medicalHistoryApi';
import { HealthScreen } from '../../test/screens/HealthScreen';

const text = healthPageMessages.medicalHistory;
const two = () =>
  healthData([
    {
      id: 'history-1',
      submittedAt: '2024-09-02T02:00:00Z',
      medicalHistory: { ...SAMPLE_HISTORY, others: 'Hard of hearing' },
    },
    { id: 'history-2', submittedAt: '2025-10-10T02:00:00Z', medicalHistory: SAMPLE_HISTORY },
  ]);

async function saveForm(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: MEDICAL_HISTORY_TEXT.title });
  await user.click(within(form).getByRole('checkbox', { name: MEDICAL_HISTORY_TEXT.confirmation }));
  await user.click(within(form).getByRole('button', { name: messages.labels.save }));
}

describe('medicalHistoryPath', () => {
  it('names the version and where to come back to, never My Services itself', () => {
    expect(medicalHistoryPath()).toBe('/medical-history');
    expect(medicalHistoryPath({ returnTo: '/' })).toBe('/medical-history');
    expect(medicalHistoryPath({ version: 'v-1', returnTo: '/profile?tab=1' })).toBe(
      '/medical-history?version=v-1&returnTo=%2Fprofile%3Ftab%3D1',
    );
  });
});

describe('medicalHistoryItems', () => {
  it('reads every answer back as saved: yes with its details, no, the conditions and the signature', () => {
    const items = medicalHistoryItems({
      ...SAMPLE_HISTORY,
      pregnancy: { answer: true, expectedDeliveryDate: '2027-03-01' },
    });
    const value = (id: string) => items.find((item) => item.id === id)?.value;
    expect(value('allergies')).toBe(`${messages.labels.yes}: Penicillin`);
    expect(value('dialysis')).toBe(messages.labels.no);
    expect(value('pregnancy')).toBe('Yes: Expected delivery date 01/03/2027');
    expect(value('others')).toBe(messages.generic.dash);
    expect(value('signature.date')).toBe('10/10/2025');
    expect(items.map((item) => item.id)).toContain('conditions');
  });
});

describe('the medical-history page', () => {
  it('after a save, offers the way back to My Services, where the dialog sent her', async () => {
    const user = userEvent.setup();
    render(<HealthScreen path="/medical-history" data={two()} />);
    await saveForm(user);
    expect(await screen.findByText(text.savedNext)).toBeVisible();
    expect(screen.getByRole('link', { name: text.backToServices })).toHaveAttribute('href', '/');
    // The form is a press away, with what was saved; and the way back once saved again.
    expect(screen.queryByRole('form', { name: MEDICAL_HISTORY_TEXT.title })).toBeNull();
    await user.click(screen.getByRole('button', { name: text.changeAgain }));
    expect(await screen.findByRole('form', { name: MEDICAL_HISTORY_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.backToServices })).toBeNull();
    await saveForm(user);
    const back = await screen.findByRole('link', { name: text.backToServices });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    // My Services (here only its medical-history dialog) in place of the page.
    await waitFor(() => {
      expect(screen.queryByRole('heading', { level: 1, name: copy.titles.medicalHistory })).toBeNull();
    });
  });

  it('after a save, leads back to the page named by returnTo, but never off the portal', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <HealthScreen path="/medical-history?returnTo=%2Fcare-calendar%3Fweek%3D2026-11-16" data={two()} />,
    );
    await saveForm(user);
    expect(await screen.findByRole('link', { name: text.back })).toHaveAttribute(
      'href',
      '/care-calendar?week=2026-11-16',
    );
    unmount();
    render(<HealthScreen path="/medical-history?returnTo=https%3A%2F%2Fevil.example" data={two()} />);
    await saveForm(user);
    expect(await screen.findByRole('link', { name: text.backToServices })).toHaveAttribute('href', '/');
  });

  it('keeps the form when the save fails, with no way back offered as if saved', async () => {
    const user = userEvent.setup();
    render(<HealthScreen path="/medical-history" data={two()} options={{ saveFails: true }} />);
    await saveForm(user);
    expect(await screen.findByText(messages.health.medicalHistorySaveFailed, { exact: false })).toBeVisible();
    expect(screen.getByRole('form', { name: MEDICAL_HISTORY_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.backToServices })).toBeNull();
  });

  it('opens an earlier version from its date, read only, and goes back to the current one', async () => {
    const user = userEvent.setup();
    render(<HealthScreen path="/medical-history" data={two()} />);
    await user.click(await screen.findByRole('link', { name: 'Read the version of 02/09/2024' }));
    expect(await screen.findByText('You are viewing the version of 02/09/2024')).toBeVisible();
    expect(screen.getByText(text.viewingEarlier)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Hard of hearing')).toBeVisible();
    const [top] = screen.getAllByRole('link', { name: text.backToCurrent });
    expect(top).toBeDefined();
    if (top !== undefined) await user.click(top);
    expect(await screen.findByRole('form', { name: MEDICAL_HISTORY_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByText('Hard of hearing')).toBeNull();
  });

  it("says a version that is not hers was not found, in the catalogue's words, with the way back", async () => {
    render(<HealthScreen path="/medical-history?version=not-hers" data={two()} />);
    expect(await screen.findByText(messages.health.medicalHistoryVersionNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: text.backToCurrent })).toHaveAttribute(
      'href',
      '/medical-history',
    );
  });
});
