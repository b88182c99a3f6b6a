import { messages, type PostalLookupAddress } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakePostalLookup, samplePostalCodes } from '../../../../../.storybook/fakes/postalLookup';
import { AddressForm } from './AddressForm';

const billingAddress = {
  type: 'BILLING',
  postalCode: '018935',
  block: '5',
  street: 'STRAITS VIEW',
  building: 'MARINA ONE THE HEART',
  level: '12',
  unit: '05',
  sameAs: 'NONE',
} as const;

/** A lookup that never answers, to hold the form in its looking-up state. */
const neverAnswers = (): Promise<PostalLookupAddress | null> => new Promise(() => undefined);

const meta = {
  title: 'Forms/AddressForm',
  component: AddressForm,
  args: {
    mode: 'add',
    value: { type: 'BILLING' },
    lookupPostalCode: fakePostalLookup(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Add billing address details' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Postal code/ })).toHaveValue('');
  },
};

export const Filled: Story = {
  args: { mode: 'edit', value: billingAddress },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit billing address details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(billingAddress));
  },
};

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const postalCode = canvas.getByRole('textbox', { name: /Postal code/ });
    await userEvent.click(postalCode);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() =>
      expect(postalCode).toHaveAccessibleDescription(messages.validation.postalCodeRequired),
    );
    await expect(canvas.getByRole('textbox', { name: /Block/ })).toHaveAccessibleDescription(
      messages.validation.blockRequired,
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Address line 1/ })).toHaveAccessibleDescription(
        messages.validation.streetRequired,
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LookingUp: Story = {
  name: 'Looking up',
  args: { lookupPostalCode: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postalCode = canvas.getByRole('textbox', { name: /Postal code/ });
    await userEvent.type(postalCode, samplePostalCodes.found);
    await expect(canvas.getByRole('progressbar', { name: 'Looking up postal code' })).toBeVisible();
    await expect(postalCode.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const PostalCodeNotFound: Story = {
  name: 'Postal code not found',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const postalCode = canvas.getByRole('textbox', { name: /Postal code/ });
    await userEvent.type(postalCode, samplePostalCodes.notFound);
    await waitFor(() =>
      expect(postalCode).toHaveAccessibleDescription(messages.validation.postalCodeInvalid),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Block/ }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: /Address line 1/ }), 'Nowhere Road');
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    // The summary above the form takes focus, and its link leads to the postal code.
    const summary = await canvas.findByRole('group', { name: messages.validation.problemSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: messages.validation.postalCodeInvalid }));
    await expect(postalCode).toHaveFocus();
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FoundFillsAndLocks: Story = {
  name: 'Found fills and locks block/street',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Postal code/ }), samplePostalCodes.found);
    const block = canvas.getByRole('textbox', { name: /Block/ });
    const street = canvas.getByRole('textbox', { name: /Address line 1/ });
    await waitFor(() => expect(street).toHaveValue('STRAITS VIEW'));
    await expect(block).toHaveValue('5');
    await expect(canvas.getByRole('textbox', { name: /Address line 2/ })).toHaveValue('MARINA ONE THE HEART');
    await expect(block).toHaveAttribute('readonly');
    await expect(street).toHaveAttribute('readonly');
  },
};

export const NilBuilding: Story = {
  name: 'NIL building',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Postal code/ }), samplePostalCodes.nilBuilding);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Address line 1/ })).toHaveValue('SHENTON WAY'),
    );
    await expect(canvas.getByRole('textbox', { name: /Address line 2/ })).toHaveValue('');
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { mode: 'edit', value: billingAddress, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Postal code/ })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: messages.labels.save })).not.toBeInTheDocument();
  },
};

export const SameAsBilling: Story = {
  name: 'Same as billing',
  args: {
    mode: 'edit',
    value: { ...billingAddress, type: 'SERVICE', sameAs: 'BILLING' },
    showSameAsBilling: true,
    billingAddress,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: messages.labels.sameAsBilling })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Postal code/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...billingAddress, type: 'SERVICE', sameAs: 'BILLING' }),
    );
  },
};

export const TypesAlreadyUsed: Story = {
  name: 'Types already used',
  args: { value: {}, existingTypes: ['BILLING', 'RESIDENTIAL'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Type of residence/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Service']);
    await userEvent.keyboard('{Escape}');
  },
};

export const AutoSubmit: Story = {
  name: 'Auto-submit',
  args: { autoSubmit: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: messages.labels.save })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Level/ }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: /Unit/ }), '05');
    // The lookup fills block and street: the address becomes valid, and 500 ms later it is sent once.
    await userEvent.type(canvas.getByRole('textbox', { name: /Postal code/ }), samplePostalCodes.found);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(args.onSubmit).toHaveBeenCalledWith(billingAddress);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    mode: 'edit',
    value: {
      ...billingAddress,
      type: 'RESIDENTIAL',
      block: '10A',
      street: 'MARINA BOULEVARD NORTH-EAST SERVICE ROAD TOWARDS THE FINANCIAL CENTRE BASEMENT LINK',
      building: 'TOWER 2 MARINA BAY FINANCIAL CENTRE RESIDENCES AND SERVICED APARTMENTS (EAST WING)',
    },
    typeLabels: {
      BILLING: 'Billing (invoices and statements)',
      RESIDENTIAL: 'Residential (where the client lives most of the week)',
      SERVICE: 'Service (where our care team visits)',
    },
  },
};

export const ChineseText: Story = {
  name: 'Chinese text',
  args: {
    mode: 'edit',
    value: { ...billingAddress, street: '牛车水路', building: '牛车水大厦' },
    title: '编辑账单地址',
    typeLabels: { BILLING: '账单', RESIDENTIAL: '住宅', SERVICE: '服务' },
    typeLabel: '住宅类型',
    postalCodeLabel: '邮政编码',
    blockLabel: '座号',
    streetLabel: '地址第一行',
    buildingLabel: '地址第二行',
    levelLabel: '楼层',
    unitLabel: '单位',
    submitLabel: '保存',
    cancelLabel: '取消',
  },
};

export const Mobile: Story = {
  args: { mode: 'edit', value: billingAddress },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { mode: 'edit', value: billingAddress },
  globals: { theme: 'senior' },
};
