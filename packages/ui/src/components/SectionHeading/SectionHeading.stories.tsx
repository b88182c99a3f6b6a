import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapPinIcon, PhoneIcon, UsersIcon } from '../Icon';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Display/SectionHeading',
  component: SectionHeading,
  args: { icon: UsersIcon, children: messages.profilePage.lovedOnesTitle },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: messages.profilePage.lovedOnesTitle }),
    ).toBeVisible();
  },
};

/** The headings of a profile, as a reader scans them. */
export const Several: Story = {
  render: () => (
    <div>
      <SectionHeading icon={UsersIcon}>{messages.profilePage.lovedOnesTitle}</SectionHeading>
      <SectionHeading icon={MapPinIcon}>{messages.profilePage.addressesTitle}</SectionHeading>
      <SectionHeading icon={PhoneIcon}>{messages.profilePage.contactsTitle}</SectionHeading>
    </div>
  ),
};

export const WithoutIcon: Story = { name: 'Without an icon', args: { icon: undefined } };

export const LongText: Story = {
  name: 'Long text, mobile',
  args: { children: 'Emergency contacts and next-of-kin for Siti Nurhaliza binte Ahmad' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
