import { describe, expect, it } from 'vitest';
import { clashCheckUrl } from './useClashWarning';

describe('clashCheckUrl', () => {
  const nine = '2026-12-03T09:00:00+08:00';
  const ten = '2026-12-03T10:00:00+08:00';

  it('asks nothing before a time is chosen', () => {
    expect(clashCheckUrl({ sessionId: 's-1' }, [])).toBeNull();
    expect(clashCheckUrl({ serviceId: 'svc-1', type: 'SESSION' }, [])).toBeNull();
  });

  it('asks the care calendar about a booking moved, with its one new start', () => {
    expect(clashCheckUrl({ sessionId: 's-1' }, [nine])).toBe(
      `care-calendar/clash-check?sessionId=s-1&startsAt=${encodeURIComponent(nine)}`,
    );
  });

  it("asks the Denticare appointment's own address about its move", () => {
    expect(clashCheckUrl({ appointmentId: 'a 1' }, [nine])).toBe(
      `denticare/client/appointment/a%201/clash-check?startsAt=${encodeURIComponent(nine)}`,
    );
  });

  it("asks about an intake run's enrolment by the run alone: the server reads its dates", () => {
    const url = new URL(
      clashCheckUrl({ serviceId: 'svc 1', intakeId: 'run-1' }, []) ?? '',
      'https://api.example',
    );
    expect(url.pathname).toBe('/care-calendar/clash-check/intake');
    expect(Object.fromEntries(url.searchParams)).toEqual({ serviceId: 'svc 1', intakeId: 'run-1' });
  });

  it('asks about every new booking of a service at once, each start repeated', () => {
    const url = new URL(
      clashCheckUrl({ serviceId: 'svc-1', type: 'PRE_SESSION' }, [nine, ten]) ?? '',
      'https://api.example',
    );
    expect(url.pathname).toBe('/care-calendar/clash-check/new-bookings');
    expect(url.searchParams.get('serviceId')).toBe('svc-1');
    expect(url.searchParams.get('type')).toBe('PRE_SESSION');
    expect(url.searchParams.getAll('startsAt')).toEqual([nine, ten]);
  });
});
