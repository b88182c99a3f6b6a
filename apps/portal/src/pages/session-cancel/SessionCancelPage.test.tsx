import { formatMessage, messages, myServicesPageMessages } from '@careportal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, renderServices } from '../../features/services/fakes/renderServices';
import { servicesData, sampleService } from '../../features/services/fakes/sampleServices';
import { parentOf } from '../../features/services/fakes/storyChecks';

const text = myServicesPageMessages;

describe('cancelling a session', () => {
  it('inside the grace period: warns first that it is forfeited, then forfeits it', async () => {
    const api = renderServices('/session-cancel?sessionId=s-8');
    const consequence = await screen.findByRole('region', { name: text.whatCancellingMeans });
    expect(consequence).toHaveTextContent(
      formatMessage(messages.booking.forfeitWarning, { graceWorkingDays: 2 }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Reasons' }), 'Feeling unwell');
    await userEvent.click(screen.getByRole('button', { name: text.confirmForfeitSession }));
    expect(await findToast(messages.booking.sessionForfeited)).toBeInTheDocument();
    expect(api.data.bookings.find((each) => each.id === 's-8')?.status).toBe('CANCELLED_WITH_CHARGE');

    // Back on My Services, it is listed under Forfeited.
    const ongoing = await screen.findByRole('region', { name: text.statusTitles.ONGOING });
    const sessions = await within(ongoing).findByRole('tablist', { name: 'Sessions of Circuit Training' });
    await userEvent.click(within(sessions).getByRole('tab', { name: 'Forfeited' }));
    const panel = within(parentOf(sessions)).getByRole('tabpanel', { name: 'Forfeited' });
    expect(await within(panel).findByText('Session 8 of 12')).toBeInTheDocument();
  });

  it('outside it: says until when it is free, then cancels it', async () => {
    const api = renderServices('/session-cancel?sessionId=s-9');
    const consequence = await screen.findByRole('region', { name: text.whatCancellingMeans });
    expect(consequence).toHaveTextContent(
      formatMessage(messages.booking.freeCancellation, { deadline: 'the end of 01/12/2026' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Reasons' }), 'Travelling');
    await userEvent.click(screen.getByRole('button', { name: text.confirmCancelSession }));
    expect(await findToast(messages.booking.sessionCancelled)).toBeInTheDocument();
    expect(api.data.bookings.find((each) => each.id === 's-9')?.status).toBe('CANCELLED');
  });

  it('reads the grace period of the session’s category', async () => {
    const data = servicesData();
    data.services[0] = sampleService({ graceWorkingDays: 10 });
    renderServices('/session-cancel?sessionId=s-9', data);
    const consequence = await screen.findByRole('region', { name: text.whatCancellingMeans });
    expect(consequence).toHaveTextContent(
      formatMessage(messages.booking.forfeitWarning, { graceWorkingDays: 10 }),
    );
  });

  it('requires a reason', async () => {
    const api = renderServices('/session-cancel?sessionId=s-9');
    await userEvent.click(await screen.findByRole('button', { name: text.confirmCancelSession }));
    const reason = screen.getByRole('textbox', { name: 'Reasons' });
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(messages.validation.cancellationReasonRequired),
    );
    expect(reason).toHaveFocus();
    // Said at the field before anything is sent, and a blank reason is no reason.
    expect(api.posted).toEqual([]);
    await userEvent.type(reason, '   ');
    await userEvent.click(screen.getByRole('button', { name: text.confirmCancelSession }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(messages.validation.cancellationReasonRequired),
    );
    expect(api.posted).toEqual([]);
    expect(api.data.bookings.find((each) => each.id === 's-9')?.status).toBe('SCHEDULED');
  });

  it('says a cancelled session can no longer be changed', async () => {
    renderServices('/session-cancel?sessionId=s-6');
    expect(await screen.findByText(messages.booking.notScheduled)).toBeInTheDocument();
  });
});
