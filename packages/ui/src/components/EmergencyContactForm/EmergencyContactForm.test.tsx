import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmergencyContactForm } from './EmergencyContactForm';

const v = messages.validation;
const mobileInput = () => screen.getByRole('textbox', { name: /^Mobile number/ });

describe('EmergencyContactForm', () => {
  it("limits the text fields to the domain's maximums", () => {
    render(<EmergencyContactForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: /Preferred name/ })).toHaveAttribute(
      'maxlength',
      String(NAME_MAX_LENGTH),
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'maxlength',
      String(EMAIL_MAX_LENGTH),
    );
    expect(screen.getByRole('textbox', { name: /Home number/ })).toHaveAttribute(
      'maxlength',
      String(PHONE_MAX_LENGTH),
    );
  });

  it('shows an error after a required field is left, through ARIA', async () => {
    render(<EmergencyContactForm onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: /Preferred name/ });
    expect(name).toBeRequired();
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(v.nameRequired);
    });
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('is completed and submitted by keyboard alone, emitting one contact', async () => {
    const onSubmit = vi.fn();
    render(<EmergencyContactForm onSubmit={onSubmit} />);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /Preferred name/ })).toHaveFocus();
    await userEvent.keyboard('  Tan Mei Ling ');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Relationship/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(listbox).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: /Relationship/ })).toHaveTextContent('Child');
    mobileInput().focus();
    await userEvent.keyboard('91234567');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await userEvent.keyboard('mei.ling@example.sg');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: messages.labels.yes })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: messages.labels.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Tan Mei Ling',
      relationship: 'Child',
      otherRelationship: null,
      mobileNumber: '91234567',
      countryCode: '+65',
      email: 'mei.ling@example.sg',
      emergency: true,
    });
  });

  it('asks for the other relationship only when Others is chosen', async () => {
    const onSubmit = vi.fn();
    render(
      <EmergencyContactForm
        onSubmit={onSubmit}
        value={{ name: 'Ali', mobileNumber: '81234567', emergency: false }}
      />,
    );
    expect(screen.queryByRole('textbox', { name: /Other relationship/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Relationship/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Others (Please specify)' }));
    const other = await screen.findByRole('textbox', { name: /Other relationship/ });
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(other).toHaveAccessibleDescription(v.otherRelationshipRequired);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(other, 'Neighbour');
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ relationship: 'Others', otherRelationship: 'Neighbour' }),
      );
    });
  });

  it('asks for the other relationship even while the name is empty', async () => {
    render(<EmergencyContactForm onSubmit={vi.fn()} value={{ relationship: 'Others' }} />);
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /Other relationship/ })).toHaveAccessibleDescription(
        v.otherRelationshipRequired,
      );
    });
  });

  it('shows every required message on submit', async () => {
    render(<EmergencyContactForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    const summary = await screen.findByRole('group', { name: v.problemSummaryTitle });
    expect(summary).toHaveFocus();
    for (const message of [
      v.nameRequired,
      v.relationshipRequired,
      v.mobileNumberRequired,
      v.emergencyRequired,
    ]) {
      // At its field, and as a link in the summary above the form.
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    await userEvent.click(within(summary).getByRole('link', { name: v.relationshipRequired }));
    expect(screen.getByRole('button', { name: /Relationship/ })).toHaveFocus();
  });

  it('checks optional numbers and email only when given', async () => {
    render(<EmergencyContactForm onSubmit={vi.fn()} />);
    const home = screen.getByRole('textbox', { name: /Home number/ });
    await userEvent.type(home, '1234');
    await userEvent.tab();
    await waitFor(() => {
      expect(home).toHaveAccessibleDescription(v.homeNumberInvalid);
    });
    const mobile = mobileInput();
    await userEvent.type(mobile, '1234');
    await userEvent.tab();
    await waitFor(() => {
      expect(mobile).toHaveAccessibleDescription(v.contactMobileNumberInvalid.trim());
    });
  });

  it('hides the emergency question and keeps Yes', async () => {
    const onSubmit = vi.fn();
    render(
      <EmergencyContactForm
        hideEmergency
        onSubmit={onSubmit}
        value={{ name: 'Ali', relationship: 'Spouse', mobileNumber: '81234567' }}
      />,
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ emergency: true }));
    });
  });

  it('can disable the emergency question', () => {
    render(<EmergencyContactForm isEmergencyDisabled onSubmit={vi.fn()} value={{ emergency: false }} />);
    const group = screen.getByRole('radiogroup', { name: /emergency/ });
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(group).getByRole('radio', { name: messages.labels.no })).toBeChecked();
  });

  it('is read only without buttons', () => {
    render(
      <EmergencyContactForm
        isReadOnly
        onSubmit={vi.fn()}
        value={{ name: 'Ali', relationship: 'Spouse', mobileNumber: '81234567', emergency: true }}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Preferred name/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: messages.labels.save })).toBeNull();
  });

  describe('in the registration wizard (hideActions, id, onValidityChange)', () => {
    it('reports its validity on mount and as the values change', async () => {
      const onValidityChange = vi.fn();
      render(<EmergencyContactForm onSubmit={vi.fn()} hideActions onValidityChange={onValidityChange} />);
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      await userEvent.type(screen.getByRole('textbox', { name: /Preferred name/ }), 'Tan Mei Ling');
      await userEvent.click(screen.getByRole('button', { name: /Relationship/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Spouse' }));
      await userEvent.type(mobileInput(), '91234567');
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      await userEvent.click(screen.getByRole('radio', { name: messages.labels.yes }));
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
      await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      await userEvent.clear(screen.getByRole('textbox', { name: /Email/ }));
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
    });

    it('reports a complete contact as valid from the start', () => {
      const onValidityChange = vi.fn();
      render(
        <EmergencyContactForm
          value={{ name: 'Tan Mei Ling', relationship: 'Spouse', mobileNumber: '91234567', emergency: true }}
          onSubmit={vi.fn()}
          onValidityChange={onValidityChange}
        />,
      );
      expect(onValidityChange).toHaveBeenCalledWith(true);
      expect(onValidityChange).not.toHaveBeenCalledWith(false);
    });

    it('has no buttons of its own; a button outside submits it, with errors and focus as its own Save', async () => {
      const onSubmit = vi.fn();
      render(
        <>
          <EmergencyContactForm id="contact-step" hideActions onSubmit={onSubmit} />
          <button type="submit" form="contact-step">
            Next
          </button>
        </>,
      );
      expect(screen.queryByRole('button', { name: messages.labels.save })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      const name = screen.getByRole('textbox', { name: /Preferred name/ });
      await waitFor(() => {
        expect(name).toHaveAccessibleDescription(v.nameRequired);
      });
      const summary = screen.getByRole('group', { name: v.problemSummaryTitle });
      expect(summary).toHaveFocus();
      await userEvent.click(within(summary).getByRole('link', { name: v.nameRequired }));
      expect(name).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});
