import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../data/client';
import type { DownloadTarget } from '../../data/download';
import { createFakeServicesApi, type FakeServicesApi, type StoredBooking } from './fakes/fakeServicesApi';
import { servicesData } from './fakes/sampleServices';
import { calendarFileName, downloadCalendarFile } from './calendarFile';

/** A booking of the sample by id. */
function booking(api: FakeServicesApi, id: string): StoredBooking {
  const found = api.data.bookings.find((each) => each.id === id);
  if (found === undefined) throw new Error(`No booking ${id}`);
  return found;
}

/** The text of the file saved. */
async function savedText(saving: { blobs: Blob[] }): Promise<string> {
  const [blob] = saving.blobs;
  if (blob === undefined) throw new Error('Nothing was saved.');
  return blob.text();
}

function target(): DownloadTarget & { saved: [string, string][]; blobs: Blob[] } {
  const saved: [string, string][] = [];
  const blobs: Blob[] = [];
  return {
    saved,
    blobs,
    createObjectURL: (blob) => {
      blobs.push(blob);
      return 'blob:calendar-1';
    },
    revokeObjectURL: () => undefined,
    save: (url, name) => saved.push([url, name]),
  };
}

function client(fakeFetch: typeof globalThis.fetch) {
  return createApiClient({
    baseUrl: 'http://api.test',
    fetch: fakeFetch,
    getToken: () => Promise.resolve('token'),
    getViewAs: () => null,
    currentPath: () => '/',
    onAction: vi.fn(),
    onSessionExpired: vi.fn(),
  });
}

describe('Add to calendar', () => {
  it('reads the booking’s calendar file with the token and saves it under the API’s name', async () => {
    const api = createFakeServicesApi(servicesData());
    const saving = target();
    const name = await downloadCalendarFile(client(api.fetch), booking(api, 's-9'), saving);
    expect(name).toBe('s-9.ics');
    expect(api.calls).toContain('GET services/sessions/s-9/calendar.ics');
    expect(saving.saved).toEqual([['blob:calendar-1', 's-9.ics']]);
    const ics = await savedText(saving);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('UID:s-9@careportal.example');
  });

  it('a cancelled booking’s file cancels the event, with the same UID', async () => {
    const api = createFakeServicesApi(servicesData());
    const saving = target();
    await downloadCalendarFile(client(api.fetch), booking(api, 's-6'), saving);
    const ics = await savedText(saving);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('UID:s-6@careportal.example');
  });

  it('saves nothing when the API refuses', async () => {
    const api = createFakeServicesApi(servicesData());
    const saving = target();
    const name = await downloadCalendarFile(
      client(api.fetch),
      { id: 'gone', eventName: 'Circuit Training', startsAt: '2026-12-03T10:00:00+08:00' },
      saving,
    );
    expect(name).toBeNull();
    expect(saving.saved).toEqual([]);
  });

  it('names a file by its programme and date when the API names none', () => {
    expect(calendarFileName({ eventName: 'Circuit Training', startsAt: '2026-12-03T10:00:00+08:00' })).toBe(
      'circuit-training-2026-12-03.ics',
    );
  });
});
