import { messages, type PersonalDetailsInput } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PersonalDetailsForm } from './PersonalDetailsForm';

const v = messages.validation;
const NOW = new Date('2026-11-22T09:00:00+08:00');

const filled: Partial<PersonalDetailsInput> = {
  name: 'Tan Ah Kow',
  dateOfBirth: '1950-03-05',
  gender: 'Male',
  idType: 'NRIC',
  nric: 'S1234567D',
  email: 'ahkow.tan@example.sg',
  mobileNumber: '91234567',
  countryCode: '+65',
  homeNumber: '61234567',
  maritalStatus: 'Widowed',
  residentStatus: 'Singapore/ Pink IC',
  nationality: 'SG',
  language: ['Hokkien', 'Mandarin'],
  religion: 'Taoism',
  unionMember: false,
  chasSubsidyTier: 'Orange',
  chasExpiryDate: '2027-06-30',
  companyName: '',
  marketingConsent: false,
  profileLinkingStatus: 'PENDING',
};

/** Opens a select by clicking it and chooses an option in its popover. */
async function choose(canvasElement: HTMLElement, trigger: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

const meta = {
  title: 'Forms/PersonalDetailsForm',
  component: PersonalDetailsForm,
  args: { now: NOW, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof PersonalDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: filled },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: messages.labels.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Tan Ah Kow', nric: 'S1234567D', nationality: 'SG' }),
      ),
    );
  },
};

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription(v.nameRequired));
    const dob = canvas.getByRole('textbox', { name: /Date of birth/ });
    await expect(dob).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(dob).toHaveAccessibleDescription(new RegExp(v.dateOfBirthRequired)));
    await userEvent.type(name, 'Tan Ah Kow');
    await userEvent.type(dob, '05/03/1950');
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'ahkow.tan@');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(v.emailInvalid));
    await userEvent.clear(email);
    await userEvent.type(email, 'ahkow.tan@example.sg');
    const id = canvas.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(id, 's1234567a');
    await userEvent.tab();
    await waitFor(() => expect(id).toHaveAccessibleDescription(v.nricInvalid));
    await choose(canvasElement, /ID type/, 'FIN');
    await userEvent.clear(id);
    await userEvent.type(id, 'F1234567A');
    await waitFor(() => expect(id).toHaveAccessibleDescription(v.finInvalid));
    await choose(canvasElement, /ID type/, 'Passport');
    await userEvent.clear(id);
    await userEvent.type(id, 'E12');
    await waitFor(() => expect(id).toHaveAccessibleDescription(v.passportTooShort));
    const mobile = canvas.getByRole('textbox', { name: /^Mobile number/ });
    await userEvent.type(mobile, '12345678');
    await userEvent.tab();
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(v.phoneNumberInvalid));
  },
};

export const Locked: Story = {
  args: { value: { ...filled, profileLinkingStatus: 'LINKED' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /ID number/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
  },
};

export const ExistingId: Story = {
  name: 'Existing ID',
  args: {
    value: { ...filled, nric: '' },
    existingIdError: true,
    onLinkProfile: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /ID number/ })).toHaveAccessibleDescription(
      v.nricAlreadyExists,
    );
    await userEvent.click(canvas.getByRole('button', { name: v.linkYourProfile }));
    await expect(args.onLinkProfile).toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  name: 'Server errors',
  args: {
    value: { ...filled, nric: '' },
    serverErrors: { mobileNumber: v.phoneNumberInvalid, nric: v.lovedOneAlreadyMapped },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole('textbox', { name: /Mobile number/ });
    await expect(mobile).toHaveAccessibleDescription(v.phoneNumberInvalid);
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /ID number/ })).toHaveAccessibleDescription(
      v.lovedOneAlreadyMapped,
    );
    // What was typed stays; changing the field clears the server's word on it.
    await expect(mobile).toHaveValue(filled.mobileNumber);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98765432');
    await userEvent.tab();
    await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const OthersChosen: Story = {
  name: 'Others chosen',
  args: { value: { ...filled, chasSubsidyTier: null, chasExpiryDate: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Religion/, 'Others');
    const other = await canvas.findByRole('textbox', { name: /Other religion/ });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Others' }));
    const otherLanguage = await canvas.findByRole('textbox', { name: /Other language/ });
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => expect(other).toHaveAccessibleDescription(v.otherReligionRequired));
    await expect(otherLanguage).toHaveAccessibleDescription(v.otherLanguageRequired);
  },
};

export const PinkIcLocksNationality: Story = {
  name: 'Pink IC locks nationality',
  args: { value: { ...filled, residentStatus: 'Singapore PR/ Blue IC', nationality: 'MY' } },
  play: async ({ canvasElement }) => {
    const nationality = within(canvasElement).getByRole('combobox', { name: /Nationality/ });
    await choose(canvasElement, /Resident status/, 'Singapore/ Pink IC');
    await waitFor(() => expect(nationality).toHaveValue('Singapore'));
    await expect(nationality).toHaveAttribute('readonly');
  },
};

export const ChasTierRequiresExpiry: Story = {
  name: 'CHAS tier requires expiry',
  args: { value: { ...filled, chasSubsidyTier: null, chasExpiryDate: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /CHAS tier/, 'Blue');
    const expiry = await canvas.findByRole('textbox', { name: /CHAS expiry date/ });
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => expect(expiry).toHaveAccessibleDescription(new RegExp(v.chasExpiryDateRequired)));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { value: filled, isReadOnly: true, onEdit: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: messages.labels.save })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: messages.labels.edit })).toBeVisible();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    value: {
      ...filled,
      name: 'Muhammad Abdul Rahman bin Mohamed Iskandar Shah Al-Haj Syed Abdullah',
      email: 'muhammad.abdul.rahman.bin.mohamed.iskandar@a-very-long-domain-name.example.sg',
      companyName: 'Singapore Mass Rapid Transit Trains and Integrated Transport Services Pte. Ltd.',
      residentStatus: 'Others',
      otherResidentStatus: 'Long-term visit pass plus (LTVP+) holder pending renewal',
    },
  },
};

export const ChineseText: Story = {
  name: 'Chinese text',
  args: {
    title: '编辑个人资料',
    labels: { name: '姓名', dateOfBirth: '出生日期', email: '电邮', companyName: '公司名称' },
    value: { ...filled, name: '陈亚九', companyName: '新加坡报业控股' },
  },
};

export const Mobile: Story = {
  args: { value: filled },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { value: filled },
  globals: { theme: 'senior' },
};
