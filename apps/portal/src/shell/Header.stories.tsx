import { LOCALE_NAMES, type Locale } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { Session } from '../auth/session';
import { createFakeCartApi } from '../features/cart/fakes/fakeCartApi';
import { emptyCart, GYM_TONIC_ID } from '../features/cart/fakes/sampleCart';
import { PortalScreen } from '../test/screens/PortalScreen';

const visitor: Session = {
  status: 'signed-out',
  signIn: fn().mockName('signIn'),
  signOut: fn().mockName('signOut'),
};

/** Which header: the standard frame's (a product's page) or the public layout's (the not-found page). */
type HeaderFrame = 'standard' | 'public';

interface HeaderScreenProps {
  frame: HeaderFrame;
}

/**
 * The portal's header, for a visitor, above a short page: the standard frame over a product still loading, or
 * the public layout over the not-found page.
 */
function HeaderScreen({ frame }: HeaderScreenProps) {
  const [api] = useState(() => createFakeCartApi(emptyCart(), { productHangs: true }));
  return (
    <PortalScreen
      path={frame === 'standard' ? `/product/${GYM_TONIC_ID}` : '/page-not-found'}
      api={api}
      session={visitor}
    />
  );
}

const meta = {
  title: 'Screens/Header',
  component: HeaderScreen,
  args: { frame: 'standard' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof HeaderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Width = 'phone' | 'wide';

/**
 * The logo, its tagline and the header's buttons stay apart: no two of them overlap, nothing runs past the
 * page's edge, and the tagline, when shown, takes at most two lines.
 */
async function expectHeaderHolds(
  canvasElement: HTMLElement,
  frame: HeaderFrame,
  width: Width,
  locale: Locale,
) {
  const canvas = within(canvasElement);
  const banner = await canvas.findByRole('banner');
  // On a phone the standard frame keeps the language in its Menu; everywhere else it is in the bar.
  if (frame === 'public' || width === 'wide') {
    await expect(
      await within(banner).findByRole('button', { name: new RegExp(`, ${LOCALE_NAMES[locale]}$`) }),
    ).toBeVisible();
  }
  const home = within(banner).getAllByRole('link')[0];
  if (home === undefined) throw new Error('No link home in the header');
  const logo = home.getBoundingClientRect();
  const buttons = within(banner)
    .queryAllByRole('button')
    .concat(within(banner).queryAllByRole('link').slice(1))
    .filter((element) => element.getBoundingClientRect().width > 0);
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    const apart =
      box.left >= logo.right || box.right <= logo.left || box.top >= logo.bottom || box.bottom <= logo.top;
    await expect({ name: button.textContent, apart }).toEqual({ name: button.textContent, apart: true });
  }
  await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  const tagline = home.querySelector('[data-tagline]');
  if (tagline !== null && tagline.getBoundingClientRect().height > 0) {
    const lineHeight = Number.parseFloat(getComputedStyle(tagline).lineHeight);
    await expect(tagline.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  }
}

function story(frame: HeaderFrame, locale: Locale, width: Width): Story {
  return {
    args: { frame },
    globals: { locale, viewport: { value: width, isRotated: false } },
    play: async ({ canvasElement }) => {
      await expectHeaderHolds(canvasElement, frame, width, locale);
    },
  };
}

/* The standard frame (issue "Journeys a 70-year-old finishes": the Tamil tagline ran into the language button). */

export const StandardEnglishPhone: Story = story('standard', 'en', 'phone');
export const StandardEnglishWide: Story = story('standard', 'en', 'wide');
export const StandardChinesePhone: Story = story('standard', 'zh-Hans', 'phone');
export const StandardChineseWide: Story = story('standard', 'zh-Hans', 'wide');
export const StandardMalayPhone: Story = story('standard', 'ms', 'phone');
export const StandardMalayWide: Story = story('standard', 'ms', 'wide');
export const StandardTamilPhone: Story = story('standard', 'ta', 'phone');
export const StandardTamilWide: Story = story('standard', 'ta', 'wide');

/* The public layout */

export const PublicEnglishPhone: Story = story('public', 'en', 'phone');
export const PublicEnglishWide: Story = story('public', 'en', 'wide');
export const PublicChinesePhone: Story = story('public', 'zh-Hans', 'phone');
export const PublicChineseWide: Story = story('public', 'zh-Hans', 'wide');
export const PublicMalayPhone: Story = story('public', 'ms', 'phone');
export const PublicMalayWide: Story = story('public', 'ms', 'wide');
export const PublicTamilPhone: Story = story('public', 'ta', 'phone');
export const PublicTamilWide: Story = story('public', 'ta', 'wide');
