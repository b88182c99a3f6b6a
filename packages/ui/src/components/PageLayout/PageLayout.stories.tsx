import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { Wordmark } from '../Brand';
import { CartLink } from '../CartLink';
import { Footer } from '../Footer';
import { Menu } from '../Menu';
import { NavigationDrawer } from '../NavigationDrawer';
import { PageLayout, type PageLayoutProps } from './PageLayout';

const footer = (
  <Footer
    copyright="© 2026 Provider name"
    links={{
      privacyPolicy: 'https://provider.example.sg/privacy-policy',
      feedback: 'https://provider.example.sg/feedback',
      forms: 'https://provider.example.sg/forms',
      brochures: 'https://provider.example.sg/brochures',
      reportVulnerability: 'https://provider.example.sg/report-vulnerability',
    }}
    openWindow={fn()}
  />
);

const logo = (
  <span className={sprinkles({ fontSize: 'lg', fontWeight: 'bold', color: 'primary' })}>CarePortal</span>
);

const header = (
  <Button variant="tertiary" aria-haspopup="dialog">
    {messages.labels.help}
  </Button>
);

const content = (
  <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
    <h1 className={sprinkles({ fontSize: 'xl', fontWeight: 'bold' })}>{messages.labels.myServices}</h1>
    <p>Book, reschedule and cancel your sessions, and see your payments.</p>
    <Button fullWidth>{messages.labels.next}</Button>
  </div>
);

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'plain', logo, logoHref: '/', header, footer, children: content },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const PlainDesktop: Story = {
  name: 'Plain, desktop',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'CarePortal' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
  },
};

export const PlainMobile: Story = { name: 'Plain, mobile', globals: mobile };

export const GradientDesktop: Story = {
  name: 'Gradient, desktop',
  args: { variant: 'gradient' },
  globals: desktop,
};

export const GradientMobile: Story = {
  name: 'Gradient, mobile',
  args: { variant: 'gradient' },
  globals: mobile,
};

export const Wide: Story = { name: 'Wide content', args: { contentWidth: 'wide' }, globals: desktop };

export const WithoutCard: Story = {
  name: 'Without content card',
  args: { variant: 'gradient', hasContentCard: false, contentWidth: 'full' },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    logo: (
      <span className={sprinkles({ fontSize: 'lg', fontWeight: 'bold', color: 'primary' })}>
        NTUC Health Co-operative Active Ageing and Senior Care Portal
      </span>
    ),
    children: (
      <h1 className={sprinkles({ fontSize: 'xl', fontWeight: 'bold' })}>
        Register for the Functional Strength Training programme at Kampung Admiralty Active Ageing Centre
      </h1>
    ),
  },
  globals: mobile,
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    skipLinkLabel: '跳到主要内容',
    children: (
      <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
        <h1 className={sprinkles({ fontSize: 'xl', fontWeight: 'bold' })}>我的服务</h1>
        <p>预订、改期和取消您的课程，并查看您的付款记录。</p>
      </div>
    ),
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { variant: 'gradient' },
  globals: { theme: 'senior' },
};

const login = <Button variant="secondary">{messages.labels.login}</Button>;

const greeting = (
  <Menu
    label="Hello, Siti Nurhaliza binte Ahmad"
    items={[
      { id: 'profile', label: messages.labels.myProfile, href: '/profile' },
      { id: 'logout', label: messages.labels.logout },
    ]}
  />
);

export const AccountSignedOutDesktop: Story = {
  name: 'Account: Login, desktop',
  args: { account: login },
  globals: desktop,
};

export const AccountSignedOutMobile: Story = {
  name: 'Account: Login, mobile',
  args: { account: login },
  globals: mobile,
};

export const AccountLongGreetingDesktop: Story = {
  name: 'Account: long greeting, desktop',
  args: { account: greeting },
  globals: desktop,
  play: async ({ canvasElement }) => {
    // Cut short on screen, read in full.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Hello, Siti Nurhaliza binte Ahmad' }),
    ).toBeVisible();
  },
};

export const AccountLongGreetingMobile: Story = {
  name: 'Account: long greeting, mobile',
  args: { account: greeting },
  globals: mobile,
};

/** The account place while the sign-in is checked, then with the greeting: nothing else in the bar moves. */
function AccountArrives(props: PageLayoutProps) {
  const [isSignedIn, setSignedIn] = useState(false);
  return (
    <PageLayout {...props} account={isSignedIn ? greeting : null}>
      <Button
        onPress={() => {
          setSignedIn(true);
        }}
      >
        Finish checking the sign-in
      </Button>
    </PageLayout>
  );
}

const rectOf = (element: Element) => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

export const AccountArrivesWithoutShift: Story = {
  name: 'Account: arrives without moving anything',
  globals: mobile,
  render: (args) => <AccountArrives {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    const help = within(banner).getByRole('button', { name: messages.labels.help });
    const logoLink = within(banner).getByRole('link', { name: 'CarePortal' });
    const main = canvas.getByRole('main');
    const before = [banner, help, logoLink, main].map(rectOf);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish checking the sign-in' }));
    await expect(
      within(banner).getByRole('button', { name: 'Hello, Siti Nurhaliza binte Ahmad' }),
    ).toBeVisible();
    await expect([banner, help, logoLink, main].map(rectOf)).toEqual(before);
  },
};

const drawerItems = [
  { id: 'services', label: messages.labels.myServices, href: '/' },
  { id: 'profile', label: messages.labels.myProfile, href: '/profile' },
  { id: 'help', label: messages.labels.help },
  { id: 'logout', label: messages.labels.logout },
];

const withMenu = {
  logo: <Wordmark providerName="Customer Portal" />,
  header: <CartLink href="/cart-review" count={2} />,
  account: greeting,
  menu: <NavigationDrawer title="Hello, Siti Nurhaliza binte Ahmad" items={drawerItems} />,
};

/** A phone: the cart and the Menu drawer in the bar; the greeting's menu gives way to the drawer. */
export const MenuMobile: Story = {
  name: 'Menu drawer, mobile',
  args: withMenu,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('button', { name: messages.labels.menu })).toBeVisible();
    await expect(banner.queryByRole('button', { name: 'Hello, Siti Nurhaliza binte Ahmad' })).toBeNull();
    await expect(banner.getByRole('link', { name: /^Cart\s?, 2 items$/ })).toBeVisible();
  },
};

/** From 768px the bar shows everything and the drawer's button is hidden. */
export const MenuDesktop: Story = {
  name: 'Menu drawer, desktop',
  args: withMenu,
  globals: desktop,
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.queryByRole('button', { name: messages.labels.menu })).toBeNull();
    await expect(banner.getByRole('button', { name: 'Hello, Siti Nurhaliza binte Ahmad' })).toBeVisible();
  },
};

/** Senior mode's larger type and targets on a phone: the wordmark gives way, nothing in the bar overlaps. */
export const MenuMobileSenior: Story = {
  name: 'Menu drawer, mobile, senior mode',
  args: withMenu,
  globals: { ...mobile, theme: 'senior' },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    const logo = banner.getByRole('link', { name: new RegExp(messages.brand.name) }).getBoundingClientRect();
    const cart = banner.getByRole('link', { name: /^Cart/ }).getBoundingClientRect();
    const menu = banner.getByRole('button', { name: messages.labels.menu }).getBoundingClientRect();
    await expect(logo.right).toBeLessThanOrEqual(cart.left);
    await expect(cart.right).toBeLessThanOrEqual(menu.left);
    await expect(menu.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
