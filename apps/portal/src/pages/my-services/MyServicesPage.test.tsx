import {
  formatDisplayDate,
  formatMessage,
  messages,
  myServicesPageMessages,
  type ServiceStatus,
} from '@careportal/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderServices } from '../../features/services/fakes/renderServices';
import { parentOf } from '../../features/services/fakes/storyChecks';
import { sampleService, servicesData } from '../../features/services/fakes/sampleServices';
import { renderRoute, signedInSession } from '../../test/renderRoute';
import { copy, documentTitle } from '../../copy';
import { getViewAsClientId, setViewAsClientId } from '../../storage';

const text = myServicesPageMessages;

/** The card of a product (its h4) in a status group of My Services. */
async function card(product: string, status: ServiceStatus = 'ONGOING'): Promise<HTMLElement> {
  const group = await screen.findByRole('region', { name: text.statusTitles[status] });
  const heading = await within(group).findByRole('heading', { name: product, level: 4 });
  const element = heading.closest('div')?.parentElement;
  if (!element) throw new Error(`No card for ${product}`);
  return element;
}

/** A tab list by name, and the panel of its selected tab. */
function tabs(scope: HTMLElement, name: string) {
  const list = within(scope).getByRole('tablist', { name });
  const root = parentOf(list);
  return {
    list,
    /** The panel shown now. */
    panel: () => within(root).getByRole('tabpanel'),
    select: async (tab: string) => {
      await userEvent.click(within(list).getByRole('tab', { name: tab }));
      return within(root).getByRole('tabpanel', { name: tab });
    },
  };
}

describe('My Services', () => {
  it('groups the services by status, then category', async () => {
    renderServices('/');
    expect(await screen.findByRole('heading', { name: 'My Services', level: 1 })).toBeInTheDocument();
    const statusHeadings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    expect(statusHeadings).toEqual([
      text.statusTitles.UPCOMING,
      text.statusTitles.ONGOING,
      text.statusTitles.COMPLETED,
      text.statusTitles.EXPIRED,
      text.statusTitles.HEALTH_DECLARATION,
    ]);
    const upcoming = screen.getByRole('region', { name: text.statusTitles.UPCOMING });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Functional Strength Training', 'Gym Tonic']);
  });

  it('shows a service’s person, centre, dates and sessions used', async () => {
    renderServices('/');
    const circuit = await card('Circuit Training');
    expect(within(circuit).getByText('Tan Ah Kow (you)')).toBeInTheDocument();
    expect(within(circuit).getAllByText('Bukit Batok West Active Ageing Hub')[0]).toBeInTheDocument();
    expect(within(circuit).getByText('05/10/2026 to 29/01/2027')).toBeInTheDocument();
    expect(within(circuit).getByText('7 of 12 used')).toBeInTheDocument();
    expect(
      within(circuit).getByRole('link', { name: 'View all appointments of Circuit Training' }),
    ).toHaveAttribute('href', '/appointment-list/svc-circuit');
  });

  it('lists a session programme’s sessions under Upcoming, Completed, Cancelled and Forfeited', async () => {
    renderServices('/');
    const circuit = await card('Circuit Training');
    const sessions = tabs(circuit, 'Sessions of Circuit Training');
    await waitFor(() => {
      expect(
        within(sessions.list)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Upcoming', 'Completed', 'Cancelled', 'Forfeited']);
    });
    const upcoming = sessions.panel();
    expect(upcoming).toHaveAccessibleName('Upcoming');
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((row) => row.textContent.slice(0, 'Session 8 of 12'.length)),
    ).toEqual(['Session 8 of 12', 'Session 9 of 12']);
    expect(within(await sessions.select('Completed')).getByText('Session 5 of 12')).toBeInTheDocument();
    const cancelled = await sessions.select('Cancelled');
    expect(within(cancelled).getByText('Session 6 of 12')).toBeInTheDocument();
    expect(within(cancelled).getByText('Going to the doctor')).toBeInTheDocument();
    const forfeited = await sessions.select('Forfeited');
    expect(within(forfeited).getByText('Session 7 of 12')).toBeInTheDocument();
    expect(within(forfeited).getByText(text.sessionForfeited)).toBeInTheDocument();
  });

  it('lists appointments under Upcoming, Completed and Cancelled/Other; a PRE_SESSION is the Pre-assessment', async () => {
    renderServices('/');
    const circuit = await card('Circuit Training');
    const appointments = tabs(circuit, 'Appointments of Circuit Training');
    expect(
      within(appointments.list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Upcoming', 'Completed', 'Cancelled/Other']);
    const completed = await appointments.select('Completed');
    expect(within(completed).getByText(messages.labels.preAssessment)).toBeInTheDocument();
    const other = await appointments.select('Cancelled/Other');
    expect(within(other).getByText(messages.generic.noResults)).toBeInTheDocument();
  });

  it('says a tab is empty with the catalogue’s words', async () => {
    renderServices('/');
    const strength = await card('Functional Strength Training', 'UPCOMING');
    await waitFor(() => {
      expect(
        within(strength).getByRole('tablist', { name: 'Sessions of Functional Strength Training' }),
      ).toBeInTheDocument();
    });
    const [panel] = within(strength).getAllByRole('tabpanel');
    if (panel === undefined) throw new Error('No tab panel');
    expect(within(panel).getByText(messages.generic.noResults)).toBeInTheDocument();
  });

  it('offers Reschedule, Cancel and Add to calendar on an upcoming booking that may change', async () => {
    renderServices('/');
    const circuit = await card('Circuit Training');
    const reschedule = await within(circuit).findByRole('link', {
      name: 'Reschedule Session 9 of 12 on 03/12/2026',
    });
    expect(reschedule).toHaveAttribute('href', '/appointment-reschedule?sessionId=s-9');
    expect(
      within(circuit).getByRole('link', { name: 'Cancel Session 9 of 12 on 03/12/2026' }),
    ).toHaveAttribute('href', '/session-cancel?sessionId=s-9');
    expect(
      within(circuit).getByRole('button', { name: 'Add to calendar: Session 9 of 12 on 03/12/2026' }),
    ).toBeEnabled();
    expect(
      within(circuit).getByRole('link', { name: 'Cancel Post-assessment on 27/01/2027' }),
    ).toHaveAttribute('href', '/appointment-cancel?sessionId=post-1');
  });

  it('keeps a refused action in place, disabled, and says why', async () => {
    renderServices('/');
    const circuit = await card('Circuit Training');
    // Inside the grace period: it can be cancelled (forfeited), not moved.
    const graceOver = formatMessage(messages.booking.sessionGraceOver, { graceWorkingDays: 2 });
    const moveS8 = await within(circuit).findByRole('button', {
      name: 'Reschedule Session 8 of 12 on 24/11/2026',
    });
    expect(moveS8).toBeDisabled();
    expect(moveS8).toHaveAccessibleDescription(graceOver);
    expect(
      within(circuit).getByRole('link', { name: 'Cancel Session 8 of 12 on 24/11/2026' }),
    ).toBeInTheDocument();

    // Less than 24 hours before an appointment: nothing can change.
    const strength = await card('Functional Strength Training', 'UPCOMING');
    const cancelPre = await within(strength).findByRole('button', {
      name: 'Cancel Pre-assessment on 23/11/2026',
    });
    expect(cancelPre).toBeDisabled();
    expect(cancelPre).toHaveAccessibleDescription(messages.booking.appointmentTooLate);

    // An intake appointment is never rescheduled; one that has started cannot change at all.
    const gym = await card('Gym Tonic', 'UPCOMING');
    const moveIntake = await within(gym).findByRole('button', {
      name: 'Reschedule Intake day 1 on 30/11/2026',
    });
    expect(moveIntake).toHaveAccessibleDescription(messages.booking.intakeNotReschedulable);
    expect(within(gym).getByRole('link', { name: 'Cancel Intake day 1 on 30/11/2026' })).toBeInTheDocument();
    const cancelStarted = within(gym).getByRole('button', { name: 'Cancel Trial class on 22/11/2026' });
    expect(cancelStarted).toHaveAccessibleDescription(messages.booking.started);
  });

  it('offers the next steps a service has: the health declaration, booking, renewal', async () => {
    renderServices('/');
    expect(
      await screen.findByRole('link', { name: 'Complete health declaration for Senior Day Care' }),
    ).toHaveAttribute('href', '/health-declaration?serviceId=svc-daycare');
    expect(screen.getAllByRole('link', { name: 'Book sessions of Circuit Training' })[0]).toHaveAttribute(
      'href',
      '/book-preclass-sessions?serviceId=svc-circuit',
    );
    expect(screen.getByRole('link', { name: 'Renew Circuit Training' })).toHaveAttribute(
      'href',
      '/renew?serviceId=svc-circuit-2025',
    );
  });

  it('says when the person has no services, and where to register', async () => {
    renderServices('/', servicesData({ services: [], bookings: [] }));
    expect(await screen.findByRole('heading', { name: text.noServicesTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.generic.noResults)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.registerService })).toHaveAttribute(
      'href',
      '/register-service',
    );
    expect(screen.getByRole('link', { name: messages.labels.bookDentalAppointment })).toHaveAttribute(
      'href',
      '/my-denticare/schedule',
    );
  });

  it('keeps registration and dental booking in reach above the services', async () => {
    renderServices('/');
    const register = await screen.findByRole('link', { name: messages.labels.registerService });
    expect(register).toHaveAttribute('href', '/register-service');
    expect(screen.getByRole('link', { name: messages.labels.bookDentalAppointment })).toHaveAttribute(
      'href',
      '/my-denticare/schedule',
    );
    // Before the services, so a long list does not hide them.
    const firstStatus = screen.getByRole('heading', { name: text.statusTitles.UPCOMING, level: 2 });
    expect(register.compareDocumentPosition(firstStatus) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers Retry when the services cannot be read', async () => {
    const api = renderServices('/', servicesData(), { servicesFail: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.generic.somethingWentWrong);
    await userEvent.click(within(alert).getByRole('button', { name: messages.generic.retry }));
    expect(api.calls.filter((call) => call === 'GET services')).toHaveLength(2);
  });

  it('lists the services of the person the customer chooses, and only then acts for them', async () => {
    setViewAsClientId(null);
    const api = renderServices('/', servicesData(), {
      lovedOnes: [{ id: 'loved-1', name: 'Tan Mei Ling' }],
    });
    const whose = await screen.findByRole('radiogroup', { name: text.whoseServices });
    expect(within(whose).getByRole('radio', { name: messages.profilePage.actingForYourself })).toBeChecked();
    expect(
      (await screen.findAllByRole('heading', { name: 'Circuit Training', level: 4 })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Functional Strength Training' })).toBeNull();
    expect(getViewAsClientId()).toBeNull();

    await userEvent.click(within(whose).getByRole('radio', { name: 'Tan Mei Ling' }));
    expect(
      await screen.findByRole('heading', { name: 'Functional Strength Training', level: 4 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Circuit Training' })).toBeNull();
    expect(getViewAsClientId()).toBe('loved-1');
    expect(api.viewAs[api.calls.lastIndexOf('GET services')]).toBe('loved-1');
    setViewAsClientId(null);
  });

  it('shows no switch to a customer without loved ones', async () => {
    renderServices('/', servicesData(), { lovedOnes: [] });
    expect(await screen.findByRole('heading', { name: text.statusTitles.ONGOING })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: text.whoseServices })).toBeNull();
  });

  it('dates are dd/MM/yyyy', () => {
    expect(formatDisplayDate(sampleService().startDate)).toBe('05/10/2026');
  });
});

describe('the home page', () => {
  it('is My Services for a signed-in person, and the visitor’s home for a visitor', async () => {
    renderRoute('/', { session: signedInSession() });
    expect(await screen.findByRole('heading', { name: 'My Services', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: copy.titles.home })).toBeNull();
    await waitFor(() => {
      expect(document.title).toBe(documentTitle('My Services'));
    });
    cleanup();
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: copy.titles.home, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Services' })).toBeNull();
  });
});
