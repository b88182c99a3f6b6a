import { messages, myServicesPageMessages as bookingWords, RELATIONSHIP_LABELS } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rem } from '../../theme/rem';
import { themeTokens } from '../../theme/tokens';
import { EMERGENCY_CONTACT_FORM_LABELS as labels } from '../EmergencyContactForm';
import { DetailList, type DetailListItem } from './DetailList';

const nextOfKin: DetailListItem[] = [
  { label: labels.relationship, value: RELATIONSHIP_LABELS.Child },
  { label: labels.mobileNumber, value: '+65 91234567' },
  { label: labels.homeNumber, value: '+65 64567890' },
  { label: labels.email, value: 'meiling.tan@example.sg' },
  { label: labels.emergency, value: messages.labels.yes },
];

const meta = {
  title: 'Display/DetailList',
  component: DetailList,
  args: { items: nextOfKin },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A theme's rem size in CSS pixels, on the page's root font size. */
function px(size: string): number {
  return parseFloat(size) * parseFloat(getComputedStyle(document.documentElement).fontSize);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    const definitions = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(nextOfKin.map((item) => item.label));
    await expect(definitions.map((definition) => definition.textContent)).toEqual(
      nextOfKin.map((item) => item.value),
    );
    // Each label sits above its value, in a smaller size.
    const term = canvas.getByText(labels.relationship);
    const definition = canvas.getByText(RELATIONSHIP_LABELS.Child);
    await expect(term.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      definition.getBoundingClientRect().top,
    );
    await expect(parseFloat(getComputedStyle(term).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(definition).fontSize),
    );
  },
};

const personalDetails: DetailListItem[] = [
  { label: messages.fields.fullName, value: 'Tan Ah Kow' },
  { label: messages.fields.dateOfBirth, value: '05/03/1950' },
  { label: messages.fields.gender, value: 'Male' },
  { label: messages.fields.idNumber, value: '*****567D' },
];

export const TwoColumns: Story = {
  name: 'Two columns',
  args: { items: personalDetails, columns: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(personalDetails.length);
    // From the desktop breakpoint the second detail sits beside the first, the third below it.
    const box = (label: string) => canvas.getByText(label).getBoundingClientRect();
    const first = box(messages.fields.fullName);
    const second = box(messages.fields.dateOfBirth);
    const third = box(messages.fields.gender);
    await expect(second.top).toBe(first.top);
    await expect(second.left).toBeGreaterThan(first.right);
    await expect(third.left).toBe(first.left);
    await expect(third.top).toBeGreaterThan(first.bottom);
  },
};

const longEmail = 'muhammad.abdul.rahman.bin.mohamed.iskandar@a-very-long-domain-name.example.sg';
const longAddress =
  'Blk 681 Hougang Avenue 8, #12-345, Kebun Baru Springvale Residences Senior Activity Centre, Singapore 530681';

export const LongValues: Story = {
  name: 'Long values',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { label: labels.relationship, value: RELATIONSHIP_LABELS.Spouse },
      { label: labels.email, value: longEmail },
      { label: messages.address.titles.residential, value: longAddress },
    ],
  },
  decorators: [
    // The narrowest screen the portal supports.
    (Story) => (
      <div style={{ maxWidth: rem(320) }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const short = canvas.getByText(RELATIONSHIP_LABELS.Spouse);
    const list = short.closest('dl')?.getBoundingClientRect();
    if (!list) throw new Error('The description list is missing');
    await expect(list.width).toBeLessThanOrEqual(px(rem(320)));
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
    // The long values wrap onto more lines rather than run past the edge.
    for (const value of [canvas.getByText(longEmail), canvas.getByText(longAddress)]) {
      await expect(value).toHaveRole('definition');
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(list.right);
      await expect(value.getBoundingClientRect().height).toBeGreaterThan(
        short.getBoundingClientRect().height * 1.5,
      );
    }
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(nextOfKin.length);
    const term = canvas.getByText(labels.relationship);
    const definition = canvas.getByText(RELATIONSHIP_LABELS.Child);
    // Senior mode's larger sizes: the value at its body size, the label at its small size.
    await expect(parseFloat(getComputedStyle(definition).fontSize)).toBeCloseTo(
      px(themeTokens.senior.fontSize.md),
      0,
    );
    await expect(parseFloat(getComputedStyle(term).fontSize)).toBeCloseTo(
      px(themeTokens.senior.fontSize.sm),
      0,
    );
    await expect(px(themeTokens.senior.fontSize.md)).toBeGreaterThan(px(themeTokens.default.fontSize.md));
  },
};

const booking: (DetailListItem & { value: string })[] = [
  { label: bookingWords.service, value: 'Circuit Training' },
  { label: bookingWords.booking, value: 'Session 3 of 12' },
  { label: bookingWords.date, value: 'Thursday, 17/12/2026' },
  { label: bookingWords.time, value: '09:30 AM to 10:15 AM' },
  { label: bookingWords.centre, value: 'Active Ageing Hub (Bukit Batok West)' },
];

export const LabelsBeside: Story = {
  name: 'Labels beside, phone, senior mode',
  globals: { theme: 'senior', viewport: { value: 'mobile', isRotated: false } },
  args: { items: booking, labelPosition: 'side' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(
      booking.map((item) => item.label),
    );
    const box = (text: string) => canvas.getByText(text).getBoundingClientRect();
    // Each label on its value's line, left of it; every value starts in one column.
    const values = booking.map((item) => box(item.value));
    for (const [index, item] of booking.entries()) {
      const label = box(item.label);
      const value = values[index];
      if (value === undefined) throw new Error(`No value for ${item.label}`);
      await expect(label.right).toBeLessThanOrEqual(value.left);
      await expect(Math.abs(label.top - value.top)).toBeLessThan(label.height);
      await expect(value.left).toBe(values[0]?.left);
    }
    // The labels take at most 40% of the list; the long centre wraps within the value column.
    const list = canvas.getByText(bookingWords.service).closest('dl')?.getBoundingClientRect();
    if (!list) throw new Error('The description list is missing');
    await expect(box(bookingWords.centre).width).toBeLessThanOrEqual(list.width * 0.4);
    await expect(values[4]?.right).toBeLessThanOrEqual(list.right);
  },
};
