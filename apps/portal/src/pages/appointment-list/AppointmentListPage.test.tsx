import { messages, myServicesPageMessages } from '@careportal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderServices } from '../../features/services/fakes/renderServices';
import { parentOf } from '../../features/services/fakes/storyChecks';

const text = myServicesPageMessages;

describe('the appointment lists', () => {
  it('/appointment-list: every service’s bookings together, each with its service', async () => {
    renderServices('/appointment-list');
    expect(await screen.findByRole('heading', { name: 'My appointments', level: 1 })).toBeInTheDocument();
    const appointments = await screen.findByRole('tablist', { name: text.appointmentTabs });
    const root = parentOf(appointments);
    const upcoming = within(root).getByRole('tabpanel', { name: 'Upcoming' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(4);
    expect(within(upcoming).getByText(/Functional Strength Training/)).toBeInTheDocument();
    const link = within(upcoming).getByRole('link', { name: 'Cancel Post-assessment on 27/01/2027' });
    expect(link).toHaveAttribute('href', '/appointment-cancel?sessionId=post-1&returnTo=%2Fappointment-list');
    expect(screen.getByRole('tablist', { name: text.sessionTabs })).toBeInTheDocument();
  });

  it('/appointment-list/{termId}: one service’s bookings, with the same tabs', async () => {
    renderServices('/appointment-list/svc-circuit');
    expect(await screen.findByText('The sessions and appointments of Circuit Training.')).toBeInTheDocument();
    const sessions = await screen.findByRole('tablist', { name: 'Sessions of Circuit Training' });
    await userEvent.click(within(sessions).getByRole('tab', { name: 'Forfeited' }));
    const panel = within(parentOf(sessions)).getByRole('tabpanel', { name: 'Forfeited' });
    expect(within(panel).getByText('Session 7 of 12')).toBeInTheDocument();
  });

  it('says when the service is not the person’s', async () => {
    renderServices('/appointment-list/svc-other');
    expect(await screen.findByText(messages.catalogue.serviceNotValid)).toBeInTheDocument();
  });
});
