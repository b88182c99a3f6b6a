import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { showsFrame } from './frameRule';

function route(name: string) {
  const found = ROUTES.find((entry) => entry.name === name);
  if (!found) throw new Error(`No route ${name}`);
  return found;
}

describe('showsFrame', () => {
  it('never frames the eGIRO landing page, signed in or not', () => {
    expect(showsFrame(route('eGiroLanding'), false)).toBe(false);
    expect(showsFrame(route('eGiroLanding'), true)).toBe(false);
  });

  it.each(['Home', 'ProductDetail', 'ServiceTypeDetail'])('frames %s for visitors too', (name) => {
    expect(showsFrame(route(name), false)).toBe(true);
    expect(showsFrame(route(name), true)).toBe(true);
  });

  it.each(['Profile', 'FAQ', 'Denticare', 'EInvoice', 'NotFoundPage'])(
    'frames %s only while someone is signed in',
    (name) => {
      expect(showsFrame(route(name), false)).toBe(false);
      expect(showsFrame(route(name), true)).toBe(true);
    },
  );
});
