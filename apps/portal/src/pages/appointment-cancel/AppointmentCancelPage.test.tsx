import { formatMessage, messages, myServicesPageMessages } from '@careportal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, renderServices } from '../../features/services/fakes/renderServices';

const text = myServicesPageMessages;
const REASONS = 'Reasons';

describe('cancelling an appointment', () => {
  it('says what cancelling means, requires a reason, and cancels', async () => {
    const api = renderServices('/appointment-cancel?sessionId=post-1');
    expect(await screen.findByRole('heading', { name: 'Cancel appointment', level: 1 })).toBeInTheDocument();
    // 24 hours before 27/01/2027 02:00 PM, in Singapore time whatever the browser's time zone.
    const deadline = formatMessage(text.deadlineAt, { date: '26/01/2027', time: '02:00 PM' });
    expect(screen.getByRole('region', { name: text.whatCancellingMeans })).toHaveTextContent(
      formatMessage(text.appointmentFreeCancellation, { deadline }),
    );

    // The reason is required: its message at the field, and focus there.
    await userEvent.click(screen.getByRole('button', { name: text.confirmCancelAppointment }));
    const reason = screen.getByRole('textbox', { name: REASONS });
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(messages.validation.cancellationReasonRequired),
    );
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();
    expect(api.data.bookings.find((each) => each.id === 'post-1')?.status).toBe('SCHEDULED');

    await userEvent.type(reason, 'Family visiting');
    await userEvent.click(screen.getByRole('button', { name: text.confirmCancelAppointment }));
    expect(await findToast(messages.success.appointmentCancelled)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Services', level: 1 })).toBeInTheDocument();
    expect(api.posted.at(-1)).toEqual({ sessionId: 'post-1', reason: 'Family visiting' });
    expect(api.data.bookings.find((each) => each.id === 'post-1')?.status).toBe('CANCELLED');
  });

  it('shows the label the seeds give', async () => {
    renderServices('/appointment-cancel?sessionId=post-1');
    expect(await screen.findByText(REASONS)).toBeInTheDocument();
    expect(screen.getByText(REASONS).parentElement).toHaveTextContent(messages.labels.cancellationReasons);
  });

  it('an intake appointment is always cancelled with charge, and says first what the charge is', async () => {
    const api = renderServices('/appointment-cancel?sessionId=gym-1');
    expect(await screen.findByRole('region', { name: text.whatCancellingMeans })).toHaveTextContent(
      `${messages.booking.chargedCancellation} ${messages.booking.intakeChargeRule}`,
    );
    await userEvent.type(screen.getByRole('textbox', { name: REASONS }), 'Moving house');
    await userEvent.click(screen.getByRole('button', { name: text.confirmCancelAppointment }));
    expect(await findToast(messages.success.appointmentCancelled)).toBeInTheDocument();
    expect(api.data.bookings.find((each) => each.id === 'gym-1')?.status).toBe('CANCELLED_WITH_CHARGE');
  });

  it('says why an appointment less than 24 hours away cannot be cancelled', async () => {
    renderServices('/appointment-cancel?sessionId=strength-pre');
    expect(await screen.findByText(messages.booking.appointmentTooLate)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: REASONS })).toBeNull();
    expect(screen.queryByRole('button', { name: text.confirmCancelAppointment })).toBeNull();
  });
});
