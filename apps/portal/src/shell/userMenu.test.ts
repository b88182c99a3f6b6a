import { ACTIVE_AGEING_CATEGORY, messages, type Environment } from '@careportal/domain';
import type { MenuItem } from '@careportal/ui';
import { describe, expect, it } from 'vitest';
import { linkpassUrl } from '../config';
import { LOG_OUT_ITEM_ID, userMenuItems } from './userMenu';

const sites = { production: 'https://pass.example.sg/', preProduction: 'https://preprod.pass.example.sg/' };
const labels = messages.labels;

/** The menu as labels, a submenu as `{ label: [its labels] }`. */
function outline(items: readonly MenuItem[]): unknown[] {
  return items.map((item) => {
    const label = typeof item.label === 'string' ? item.label : '';
    return 'children' in item ? { [label]: outline(item.children) } : label;
  });
}

describe('userMenuItems', () => {
  it('gives Active Ageing customers a Finance submenu with eGIRO arrangements', () => {
    const items = userMenuItems({ name: 'Tan', categoryName: ACTIVE_AGEING_CATEGORY }, 'prod', sites);
    expect(outline(items)).toEqual([
      labels.myServices,
      labels.registerService,
      labels.bookDentalAppointment,
      labels.myProfile,
      { [labels.finance]: [labels.paymentHistory, labels.cardManagement, labels.egiroArrangements] },
      labels.helpCentre,
      labels.linkpass,
      labels.logout,
    ]);
  });

  it('gives other customers Payment History and Card Management directly, without eGIRO', () => {
    const items = userMenuItems({ name: 'Tan', categoryName: 'Fitness' }, 'prod', sites);
    expect(outline(items)).toEqual([
      labels.myServices,
      labels.registerService,
      labels.bookDentalAppointment,
      labels.myProfile,
      labels.paymentHistory,
      labels.cardManagement,
      labels.helpCentre,
      labels.linkpass,
      labels.logout,
    ]);
  });

  it('keeps registration and dental booking in reach once signed in', () => {
    const items = userMenuItems({ name: 'Tan', categoryName: null }, 'prod', sites);
    expect(items.find((item) => item.id === 'register-service')).toMatchObject({ href: '/register-service' });
    expect(items.find((item) => item.id === 'book-dental')).toMatchObject({ href: '/my-denticare/schedule' });
  });

  it('treats a customer without a category as not Active Ageing', () => {
    const items = userMenuItems({ name: 'Tan', categoryName: null }, 'prod', sites);
    expect(items.some((item) => item.id === 'finance')).toBe(false);
  });

  it('opens Linkpass in a new tab, and ends with Log Out', () => {
    const items = userMenuItems({ name: 'Tan', categoryName: null }, 'prod', sites);
    expect(items.find((item) => item.id === 'linkpass')).toMatchObject({
      href: sites.production,
      isExternal: true,
    });
    expect(items.at(-1)?.id).toBe(LOG_OUT_ITEM_ID);
  });

  it.each<[Environment, string]>([
    ['alpha', sites.production],
    ['qa', sites.preProduction],
    ['uat', sites.preProduction],
    ['prod', sites.production],
  ])('links Linkpass in %s to %s', (environment, url) => {
    expect(linkpassUrl(environment, sites)).toBe(url);
    const items = userMenuItems({ name: 'Tan', categoryName: null }, environment, sites);
    expect(items.find((item) => item.id === 'linkpass')).toMatchObject({ href: url });
  });
});
