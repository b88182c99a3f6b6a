import {
  ADDRESS_BLOCK_MAX_LENGTH,
  ADDRESS_BUILDING_MAX_LENGTH,
  ADDRESS_LEVEL_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_UNIT_MAX_LENGTH,
  POSTAL_CODE_LENGTH,
  messages,
  type PostalLookupAddress,
} from '@careportal/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm, type AddressFormProps } from './AddressForm';

const found: PostalLookupAddress = {
  postalCode: '018935',
  block: '5',
  street: 'STRAITS VIEW',
  building: 'MARINA ONE THE HEART',
};

const billing = {
  type: 'BILLING',
  postalCode: '200640',
  block: '640',
  street: 'Rowell Road',
  building: 'Rowell Court',
  level: '05',
  unit: '12',
  sameAs: 'NONE',
} as const;

/** A lookup that knows one postal code. */
function lookupKnowing(address: PostalLookupAddress) {
  return vi.fn((code: string) => Promise.resolve(code === address.postalCode ? address : null));
}

function renderForm(props: Partial<AddressFormProps> = {}) {
  const onSubmit = vi.fn<(address: unknown) => void>();
  const lookupPostalCode = props.lookupPostalCode ?? lookupKnowing(found);
  render(<AddressForm mode="add" lookupPostalCode={lookupPostalCode} onSubmit={onSubmit} {...props} />);
  return { onSubmit, lookupPostalCode };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('AddressForm', () => {
  it("limits each field to the domain's maximum, so what can be typed is what the API stores", () => {
    renderForm();
    for (const [name, max] of [
      ['Postal code', POSTAL_CODE_LENGTH],
      ['Block', ADDRESS_BLOCK_MAX_LENGTH],
      ['Address line 1', ADDRESS_STREET_MAX_LENGTH],
      ['Address line 2', ADDRESS_BUILDING_MAX_LENGTH],
      ['Level', ADDRESS_LEVEL_MAX_LENGTH],
      ['Unit', ADDRESS_UNIT_MAX_LENGTH],
    ] as const) {
      expect(field(name)).toHaveAttribute('maxlength', String(max));
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('names its fields and titles itself from the type and mode', () => {
    renderForm({ value: { type: 'SERVICE' }, mode: 'edit' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Edit service address details' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit service address details' })).toBeInTheDocument();
    for (const name of ['Postal code', 'Block', 'Address line 1']) expect(field(name)).toBeRequired();
    for (const name of ['Address line 2', 'Level', 'Unit']) expect(field(name)).not.toBeRequired();
    expect(field('Postal code')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Postal code')).toHaveAttribute('maxlength', '6');
  });

  it('shows an error after the field is left, not while typing', async () => {
    renderForm({ value: { type: 'BILLING' } });
    const postalCode = field('Postal code');
    await userEvent.click(postalCode);
    await userEvent.keyboard('12');
    expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await waitFor(() => {
      expect(postalCode).toHaveAccessibleDescription(messages.validation.postalCodeInvalid);
    });
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces every required error on submit and does not submit', async () => {
    const { onSubmit } = renderForm({ value: { type: 'BILLING' } });
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(field('Postal code')).toHaveAccessibleDescription(messages.validation.postalCodeRequired);
    });
    expect(field('Block')).toHaveAccessibleDescription(messages.validation.blockRequired);
    expect(field('Address line 1')).toHaveAccessibleDescription(messages.validation.streetRequired);
    expect(field('Block')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is filled and submitted by keyboard alone', async () => {
    const { onSubmit, lookupPostalCode } = renderForm({ value: { type: 'BILLING' } });
    await userEvent.tab(); // type of residence
    await userEvent.tab();
    expect(field('Postal code')).toHaveFocus();
    await userEvent.keyboard('018935');
    expect(lookupPostalCode).toHaveBeenCalledWith('018935', expect.any(AbortSignal));
    await waitFor(() => {
      expect(field('Block')).toHaveValue('5');
    });
    await userEvent.tab(); // block (read only, still reachable)
    await userEvent.tab(); // address line 1
    await userEvent.tab(); // address line 2
    await userEvent.tab();
    expect(field('Level')).toHaveFocus();
    await userEvent.keyboard('05');
    await userEvent.tab();
    await userEvent.keyboard('12');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: messages.labels.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'BILLING',
      postalCode: '018935',
      block: '5',
      street: 'STRAITS VIEW',
      building: 'MARINA ONE THE HEART',
      level: '05',
      unit: '12',
      sameAs: 'NONE',
    });
  });

  it('fills block, street and building from the lookup and locks block and street until the code changes', async () => {
    renderForm({ value: { type: 'BILLING' } });
    await userEvent.type(field('Postal code'), '018935');
    await waitFor(() => {
      expect(field('Address line 1')).toHaveValue('STRAITS VIEW');
    });
    expect(field('Address line 2')).toHaveValue('MARINA ONE THE HEART');
    expect(field('Block')).toHaveAttribute('readonly');
    expect(field('Address line 1')).toHaveAttribute('readonly');
    expect(field('Address line 2')).not.toHaveAttribute('readonly');

    await userEvent.type(field('Postal code'), '{Backspace}');
    expect(field('Block')).toHaveValue('');
    expect(field('Address line 1')).toHaveValue('');
    expect(field('Address line 2')).toHaveValue('');
    expect(field('Block')).not.toHaveAttribute('readonly');
    expect(field('Address line 1')).not.toHaveAttribute('readonly');
  });

  it('leaves an empty block editable when the directory has none', async () => {
    renderForm({
      value: { type: 'BILLING' },
      lookupPostalCode: lookupKnowing({
        postalCode: '819642',
        block: '',
        street: 'AIRPORT BOULEVARD',
        building: 'NIL',
      }),
    });
    await userEvent.type(field('Postal code'), '819642');
    await waitFor(() => {
      expect(field('Address line 1')).toHaveValue('AIRPORT BOULEVARD');
    });
    expect(field('Address line 2')).toHaveValue('');
    expect(field('Block')).not.toHaveAttribute('readonly');
  });

  it('aborts a lookup when a second code is typed, and shows it is busy meanwhile', async () => {
    const lookupPostalCode = vi.fn<(code: string, signal: AbortSignal) => Promise<null>>(
      () => new Promise<null>(() => undefined),
    );
    renderForm({ value: { type: 'BILLING' }, lookupPostalCode });
    const postalCode = field('Postal code');
    await userEvent.type(postalCode, '123456');
    expect(lookupPostalCode).toHaveBeenCalledTimes(1);
    const first = lookupPostalCode.mock.calls[0]?.[1];
    expect(first?.aborted).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Looking up postal code' })).toBeInTheDocument();
    expect(postalCode.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    await userEvent.clear(postalCode);
    expect(first?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.type(postalCode, '654321');
    expect(lookupPostalCode).toHaveBeenCalledTimes(2);
    expect(lookupPostalCode).toHaveBeenLastCalledWith('654321', expect.any(AbortSignal));
    expect(lookupPostalCode.mock.calls[1]?.[1].aborted).toBe(false);
  });

  it('blocks submitting a postal code that is not found', async () => {
    const { onSubmit } = renderForm({ value: { type: 'BILLING' } });
    const postalCode = field('Postal code');
    await userEvent.type(postalCode, '999999');
    await waitFor(() => {
      expect(postalCode).toHaveAccessibleDescription(messages.validation.postalCodeInvalid);
    });
    expect(screen.getByRole('status')).toHaveTextContent(messages.validation.postalCodeInvalid);
    await userEvent.type(field('Block'), '1');
    await userEvent.type(field('Address line 1'), 'Somewhere Road');
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    const summary = await screen.findByRole('group', { name: messages.validation.problemSummaryTitle });
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    await userEvent.click(within(summary).getByRole('link', { name: messages.validation.postalCodeInvalid }));
    expect(postalCode).toHaveFocus();
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '018935');
    await waitFor(() => {
      expect(field('Block')).toHaveValue('5');
    });
    expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ postalCode: '018935', block: '5' }));
    });
  });

  it('lets the person type the address when the lookup fails', async () => {
    const lookupPostalCode = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { onSubmit } = renderForm({ value: { type: 'BILLING' }, lookupPostalCode });
    const postalCode = field('Postal code');
    await userEvent.type(postalCode, '018935');
    const failed = 'We could not look up this postal code. Please enter the address yourself.';
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(failed);
    });
    expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Block')).not.toHaveAttribute('readonly');
    await userEvent.type(field('Block'), '5');
    await userEvent.type(field('Address line 1'), 'Straits View');
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ postalCode: '018935', block: '5', street: 'Straits View' }),
      );
    });
  });

  it('offers only the address types not used yet, plus the one being edited', async () => {
    renderForm({
      mode: 'edit',
      value: { ...billing, type: 'RESIDENTIAL' },
      existingTypes: ['BILLING', 'RESIDENTIAL'],
    });
    await userEvent.click(screen.getByRole('button', { name: /Type of residence/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Residential', 'Service']);
  });

  it('hides the address fields while it follows billing and submits sameAs BILLING', async () => {
    const { onSubmit } = renderForm({
      mode: 'edit',
      value: { type: 'SERVICE', postalCode: '018935', block: '5', street: 'STRAITS VIEW', sameAs: 'NONE' },
      showSameAsBilling: true,
      billingAddress: billing,
    });
    const sameAs = screen.getByRole('switch', { name: messages.labels.sameAsBilling });
    expect(sameAs).not.toBeChecked();
    await userEvent.click(sameAs);
    expect(sameAs).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Postal code/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith({ ...billing, type: 'SERVICE', sameAs: 'BILLING' });
    });

    await userEvent.click(sameAs);
    expect(field('Postal code')).toHaveValue('018935');
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'SERVICE', postalCode: '018935', sameAs: 'NONE' }),
      );
    });
  });

  it('offers same-as-billing only for service and residential addresses', () => {
    renderForm({ value: billing, mode: 'edit', showSameAsBilling: true });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('has no Save or Cancel in auto-submit mode', () => {
    renderForm({ value: billing, autoSubmit: true, onCancel: vi.fn() });
    expect(screen.queryByRole('button', { name: messages.labels.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.labels.cancel })).not.toBeInTheDocument();
  });

  it('calls onCancel from its Cancel button', async () => {
    const onCancel = vi.fn();
    renderForm({ value: billing, onCancel });
    await userEvent.click(screen.getByRole('button', { name: messages.labels.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('AddressForm auto-submit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('submits 500 ms after typing stops, once per change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onSubmit } = renderForm({ mode: 'edit', value: billing, autoSubmit: true });
    await user.type(field('Unit'), '3');
    act(() => {
      vi.advanceTimersByTime(350);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ ...billing, unit: '123' });

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('never waits more than 1500 ms after the first unsaved change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 300 });
    const { onSubmit } = renderForm({ mode: 'edit', value: { ...billing, level: '' }, autoSubmit: true });
    await user.type(field('Level'), 'ABCDEFGH');
    // Typing went on for 2.1 s without a 500 ms pause: the max wait sent what was there at 1.5 s.
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const firstLevel = (onSubmit.mock.calls[0]?.[0] as { level: string }).level;
    expect('ABCDEFGH'.startsWith(firstLevel)).toBe(true);
    expect(firstLevel.length).toBeLessThan(8);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith({ ...billing, level: 'ABCDEFGH' });
  });

  it('does not submit an invalid or unchanged address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onSubmit } = renderForm({ mode: 'edit', value: billing, autoSubmit: true });
    await user.clear(field('Block'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field('Block'), '640');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('in the registration wizard (hideActions, id, onValidityChange)', () => {
    it('reports invalid until the looked-up address is complete, and while a code is looked up or not found', async () => {
      let answer: (found: PostalLookupAddress | null) => void = () => undefined;
      const lookupPostalCode = vi.fn(
        () =>
          new Promise<PostalLookupAddress | null>((resolve) => {
            answer = resolve;
          }),
      );
      const onValidityChange = vi.fn();
      renderForm({ value: { type: 'BILLING' }, lookupPostalCode, hideActions: true, onValidityChange });
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      await userEvent.type(field('Postal code'), '018935');
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      await act(async () => {
        answer(found);
        await Promise.resolve();
      });
      await waitFor(() => {
        expect(onValidityChange).toHaveBeenLastCalledWith(true);
      });

      await userEvent.clear(field('Postal code'));
      await userEvent.type(field('Postal code'), '999999');
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      await act(async () => {
        answer(null);
        await Promise.resolve();
      });
      await waitFor(() => {
        expect(field('Postal code')).toHaveAccessibleDescription(messages.validation.postalCodeInvalid);
      });
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
    });

    it('reports a saved address as valid from the start, and a same-as-billing one by the billing parts', async () => {
      const onValidityChange = vi.fn();
      renderForm({ value: billing, mode: 'edit', onValidityChange });
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
      await userEvent.clear(field('Block'));
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
    });

    it('reports a service address that follows billing as valid', () => {
      const onValidityChange = vi.fn();
      renderForm({
        value: { type: 'SERVICE', sameAs: 'BILLING' },
        showSameAsBilling: true,
        billingAddress: billing,
        onValidityChange,
      });
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
    });

    it('has no buttons of its own; a button outside submits it, with errors and focus as its own Save', async () => {
      const onSubmit = vi.fn();
      render(
        <>
          <AddressForm
            id="address-step"
            hideActions
            mode="add"
            value={{ type: 'BILLING' }}
            lookupPostalCode={lookupKnowing(found)}
            onSubmit={onSubmit}
            onCancel={vi.fn()}
          />
          <button type="submit" form="address-step">
            Next
          </button>
        </>,
      );
      expect(screen.queryByRole('button', { name: messages.labels.save })).toBeNull();
      expect(screen.queryByRole('button', { name: messages.labels.cancel })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => {
        expect(field('Postal code')).toHaveAccessibleDescription(messages.validation.postalCodeRequired);
      });
      const summary = screen.getByRole('group', { name: messages.validation.problemSummaryTitle });
      expect(summary).toHaveFocus();
      await userEvent.click(
        within(summary).getByRole('link', { name: messages.validation.postalCodeRequired }),
      );
      expect(field('Postal code')).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});
