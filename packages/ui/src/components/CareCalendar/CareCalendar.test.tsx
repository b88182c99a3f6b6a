import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../LocaleProvider';
import { CareCalendar, type CareCalendarEvent, type CareCalendarPerson } from './CareCalendar';

const days = ['2026-12-24', '2026-12-25'];
const self: CareCalendarPerson = { id: 'p-self', name: 'Rachel Goh Hui Min', isSelf: true };
const session: CareCalendarEvent = {
  id: 'e-1',
  kind: 'SESSION',
  personId: self.id,
  eventName: 'Circuit Training',
  title: 'Session 4 of 12',
  startsAt: new Date('2026-12-24T09:30:00+08:00'),
  endsAt: new Date('2026-12-24T10:15:00+08:00'),
  centreName: 'Active Ageing Hub (Bukit Batok West)',
  canReschedule: true,
};

function renderWeek() {
  return <CareCalendar days={days} people={[self]} events={[session]} clashes={[]} headingLevel={3} />;
}

describe('CareCalendar', () => {
  it('names the days in English as it always has', () => {
    render(renderWeek());
    expect(screen.getByRole('heading', { level: 3, name: 'Thursday 24 December' })).toBeInTheDocument();
  });

  it("names the days in the language in force, as the platform's Intl writes them there", () => {
    render(<LocaleProvider locale="ms">{renderWeek()}</LocaleProvider>);
    const expected = new Intl.DateTimeFormat('ms-SG', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(2026, 11, 24));
    expect(screen.getByRole('heading', { level: 3, name: expected })).toBeInTheDocument();
    expect(expected).toMatch(/Disember/);
  });
});
