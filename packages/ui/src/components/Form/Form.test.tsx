import { messages, type LinkingRequest } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { IdNumberForm } from '../../test/IdNumberForm';
import { LocaleProvider } from '../LocaleProvider';
import { FormTextField } from './FormTextField';

interface NameValues {
  name: string;
}

/** The full name is required, with the catalogue's message. */
const requireName: Resolver<NameValues> = (values): ResolverResult<NameValues> => {
  if (values.name.trim() !== '') return { values, errors: {} };
  return { values: {}, errors: { name: { type: 'required', message: messages.validation.nameRequired } } };
};

/** A form whose full name is required, checked from the first time the field is left. */
function NameForm({ onSubmit }: { onSubmit: (values: NameValues) => void }) {
  const { control, handleSubmit } = useForm<NameValues>({
    mode: 'onTouched',
    defaultValues: { name: '' },
    resolver: requireName,
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormTextField
        control={control}
        name="name"
        label={messages.fields.fullName}
        description="As on your NRIC"
        autoComplete="name"
        maxLength={66}
        isRequired
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('takes its label, help and input props, and shows the form’s error only once the field is left', async () => {
    const user = userEvent.setup();
    render(<NameForm onSubmit={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: new RegExp(messages.fields.fullName) });
    expect(input).toHaveAccessibleDescription('As on your NRIC');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).toHaveAttribute('maxlength', '66');
    await user.click(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.validation.nameRequired));
  });

  it('submits the typed value, by keyboard alone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NameForm onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('Tan Ah Kow{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Tan Ah Kow' }, expect.anything());
  });

  it('shows a catalogue message in the language in force', async () => {
    const user = userEvent.setup();
    const table = {
      'messages.validation.nameRequired': { text: 'Nama penuh diperlukan', status: 'pending-review' },
    } as const;
    render(
      <LocaleProvider locale="ms" table={table}>
        <NameForm onSubmit={vi.fn()} />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('textbox', { name: new RegExp(messages.fields.fullName) }));
    await user.tab();
    expect(await screen.findByText('Nama penuh diperlukan')).toBeInTheDocument();
  });
});

describe('FormNricField', () => {
  it('checks the number by the ID type the form holds, and again at once when the type changes after leaving', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(request: LinkingRequest) => void>();
    render(<IdNumberForm onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: /ID number/ });
    await user.type(input, 's1234567d');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: /ID type/ }));
    await user.click(await screen.findByRole('option', { name: 'FIN' }));
    expect(await screen.findByText(messages.validation.finInvalid)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, 'F1234567N');
    await user.click(screen.getByRole('button', { name: messages.labels.save }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ idType: 'FIN', nric: 'F1234567N' }),
      expect.anything(),
    );
  });

  it('says nothing about a type chosen before the number is entered', async () => {
    const user = userEvent.setup();
    render(<IdNumberForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /ID type/ }));
    await user.click(await screen.findByRole('option', { name: 'FIN' }));
    const input = screen.getByRole('textbox', { name: /ID number/ });
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'F1234567N');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
