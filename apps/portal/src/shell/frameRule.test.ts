import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { frameFor } from './frameRule';

function route(name: string) {
  const found = ROUTES.find((entry) => entry.name === name);
  if (!found) throw new Error(`No route ${name}`);
  return found;
}

describe('frameFor', () => {
  it('shows the eGIRO landing page in the public layout, never the standard frame, signed in or not', () => {
    expect(frameFor(route('eGiroLanding'), false)).toBe('public');
    expect(frameFor(route('eGiroLanding'), true)).toBe('public');
  });

  it.each(['Home', 'ProductDetail', 'ServiceTypeDetail'])(
    'shows %s in the standard frame for visitors too',
    (name) => {
      expect(frameFor(route(name), false)).toBe('standard');
      expect(frameFor(route(name), true)).toBe('standard');
    },
  );

  it.each([
    'Profile',
    'FAQ',
    'Denticare',
    'DenticareBookAppointment',
    'EInvoice',
    'AppointmentReminder',
    'NotFoundPage',
  ])(
    'shows %s in the standard frame while someone is signed in, and in the public layout for a visitor',
    (name) => {
      expect(frameFor(route(name), false)).toBe('public');
      expect(frameFor(route(name), true)).toBe('standard');
    },
  );
});
