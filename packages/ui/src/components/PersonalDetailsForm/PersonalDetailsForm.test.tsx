import {
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  formatMessage,
  messages,
  type PersonalDetailsInput,
} from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { PersonalDetailsReview } from './PersonalDetailsReview';

const v = messages.validation;
const NOW = new Date('2026-11-22T09:00:00+08:00');

const complete: Partial<PersonalDetailsInput> = {
  name: 'Tan Ah Kow',
  dateOfBirth: '1950-03-05',
  gender: 'Male',
  idType: 'NRIC',
  nric: 'S1234567D',
  email: 'ahkow.tan@example.sg',
  mobileNumber: '91234567',
  countryCode: '+65',
  language: ['Hokkien', 'English'],
};

/** Presses Tab until `element` has focus, as a keyboard user would. */
async function tabTo(element: HTMLElement) {
  for (let i = 0; i < 60 && document.activeElement !== element; i += 1) await userEvent.tab();
  expect(element).toHaveFocus();
}

/** Opens a select by keyboard and chooses an option by its name. */
async function chooseByKeyboard(trigger: HTMLElement, option: string) {
  await tabTo(trigger);
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  const index = options.findIndex((o) => o.textContent === option);
  for (let i = 0; i < options.length && document.activeElement?.textContent !== option; i += 1) {
    await userEvent.keyboard('{ArrowDown}');
  }
  expect(index).toBeGreaterThanOrEqual(0);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).toBeNull();
  });
}

const saveButton = () => screen.getByRole('button', { name: messages.labels.save });

describe('PersonalDetailsForm', () => {
  it("limits the text fields to the domain's maximums", () => {
    render(<PersonalDetailsForm now={NOW} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAttribute(
      'maxlength',
      String(NAME_MAX_LENGTH),
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'maxlength',
      String(EMAIL_MAX_LENGTH),
    );
    expect(screen.getByRole('textbox', { name: new RegExp(messages.fields.companyName) })).toHaveAttribute(
      'maxlength',
      String(COMPANY_NAME_MAX_LENGTH),
    );
  });

  it('is titled for editing and resolves labels and errors through ARIA', async () => {
    render(<PersonalDetailsForm now={NOW} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('form', { name: messages.labels.editClientDetails })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(name).toBeRequired();
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(v.nameRequired);
    });
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the catalogue messages of every required field on Save', async () => {
    const onSubmit = vi.fn();
    render(<PersonalDetailsForm now={NOW} onSubmit={onSubmit} />);
    await userEvent.click(saveButton());
    const summary = await screen.findByRole('group', { name: v.problemSummaryTitle });
    expect(summary).toHaveFocus();
    for (const message of [
      v.nameRequired,
      v.dateOfBirthRequired,
      v.genderRequired,
      v.nricRequired,
      v.emailRequired,
      v.mobileNumberRequired,
      v.languageRequired,
    ]) {
      // At its field, and as a link in the summary above the form.
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    await userEvent.click(within(summary).getByRole('link', { name: v.genderRequired }));
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field outside it on every send and lists its problem first, valid details or not', async () => {
    const onSubmit = vi.fn();
    const onSubmitAttempt = vi.fn();
    const outside = [{ message: 'Relationship is required', fieldId: 'relationship' }];
    render(
      <>
        <input id="relationship" aria-label="Relationship" />
        <PersonalDetailsForm
          now={NOW}
          value={complete}
          onSubmit={onSubmit}
          onSubmitAttempt={onSubmitAttempt}
          outsideProblems={outside}
        />
      </>,
    );
    await userEvent.click(saveButton());
    expect(onSubmitAttempt).toHaveBeenCalledTimes(1);
    // The details are valid: they are sent, and the caller decides about its own field.
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const summary = await screen.findByRole('group', { name: v.problemSummaryTitle });
    const [first] = within(summary).getAllByRole('link');
    if (first === undefined) throw new Error('The summary lists no problem.');
    expect(first).toHaveAccessibleName('Relationship is required');
    await userEvent.click(first);
    expect(screen.getByRole('textbox', { name: 'Relationship' })).toHaveFocus();
  });

  it('is completed and saved by keyboard alone', async () => {
    const onSubmit = vi.fn();
    render(<PersonalDetailsForm now={NOW} onSubmit={onSubmit} />);
    await tabTo(screen.getByRole('textbox', { name: /Full name/ }));
    await userEvent.keyboard(' Tan Ah Kow ');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveFocus();
    await userEvent.keyboard('05031950');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await tabTo(screen.getByRole('textbox', { name: /ID number/ }));
    await userEvent.keyboard('s1234567d');
    await tabTo(screen.getByRole('textbox', { name: /Email/ }));
    await userEvent.keyboard('ahkow.tan@example.sg');
    await tabTo(screen.getByRole('textbox', { name: /^Mobile number/ }));
    await userEvent.keyboard('91234567');
    await tabTo(screen.getByRole('checkbox', { name: 'Hokkien' }));
    await userEvent.keyboard(' ');
    await tabTo(saveButton());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Tan Ah Kow',
      dateOfBirth: '1950-03-05',
      gender: 'Male',
      idType: 'NRIC',
      nric: 'S1234567D',
      email: 'ahkow.tan@example.sg',
      mobileNumber: '91234567',
      language: ['Hokkien'],
      otherLanguage: null,
      chasExpiryDate: null,
    });
  });

  it("shows the server's errors at their fields, focuses the first, and keeps what was typed", async () => {
    const { rerender } = render(<PersonalDetailsForm value={complete} onSubmit={vi.fn()} />);
    rerender(
      <PersonalDetailsForm
        value={complete}
        onSubmit={vi.fn()}
        serverErrors={{ mobileNumber: v.phoneNumberInvalid, unknownField: 'ignored' }}
      />,
    );
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    await waitFor(() => {
      expect(mobile).toHaveAccessibleDescription(v.phoneNumberInvalid);
    });
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveValue('91234567');
    expect(screen.queryByText('ignored')).toBeNull();
  });

  it('shows the ID message for the chosen ID type after blur', async () => {
    render(<PersonalDetailsForm now={NOW} value={{ ...complete, nric: '' }} onSubmit={vi.fn()} />);
    const id = screen.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(id, 's1234567a');
    expect(id).toHaveValue('S1234567A');
    await userEvent.tab();
    await waitFor(() => {
      expect(id).toHaveAccessibleDescription(v.nricInvalid);
    });
    await chooseByKeyboard(screen.getByRole('button', { name: /ID type/ }), 'Passport');
    await userEvent.clear(id);
    await userEvent.type(id, 'E12');
    await waitFor(() => {
      expect(id).toHaveAccessibleDescription(v.passportTooShort);
    });
  });

  it('shows the ID message on blur while other required fields are still empty', async () => {
    render(<PersonalDetailsForm now={NOW} onSubmit={vi.fn()} />);
    const id = screen.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(id, 'S1234567A');
    await userEvent.tab();
    await waitFor(() => {
      expect(id).toHaveAccessibleDescription(v.nricInvalid);
    });
    expect(screen.getByRole('textbox', { name: /Full name/ })).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a date of birth after today', async () => {
    render(<PersonalDetailsForm now={NOW} onSubmit={vi.fn()} />);
    const dob = screen.getByRole('textbox', { name: /Date of birth/ });
    await userEvent.type(dob, '23/11/2026');
    await userEvent.tab();
    await waitFor(() => {
      expect(dob).toHaveAccessibleDescription(new RegExp(v.dateOfBirthInvalid));
    });
  });

  it("holds a date of birth below the programme's minimum age at the field, and does not submit", async () => {
    const onSubmit = vi.fn();
    const onValidityChange = vi.fn();
    render(
      <PersonalDetailsForm
        now={NOW}
        programmeCategory="Active Ageing"
        value={complete}
        onSubmit={onSubmit}
        onValidityChange={onValidityChange}
      />,
    );
    await waitFor(() => {
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
    });
    const dob = screen.getByRole('textbox', { name: /Date of birth/ });
    await userEvent.clear(dob);
    await userEvent.type(dob, '01/05/1990');
    await userEvent.tab();
    await waitFor(() => {
      expect(dob).toHaveAccessibleDescription(
        expect.stringContaining(formatMessage(messages.catalogue.belowMinimumAge, { minAge: 60 })),
      );
    });
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(saveButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the other text when Others is chosen', async () => {
    render(<PersonalDetailsForm now={NOW} value={complete} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: /Other religion/ })).toBeNull();
    await chooseByKeyboard(screen.getByRole('button', { name: /Religion/ }), 'Others');
    await chooseByKeyboard(screen.getByRole('button', { name: /Resident status/ }), 'Others');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Others' }));
    await userEvent.click(saveButton());
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /Other religion/ })).toHaveAccessibleDescription(
        v.otherReligionRequired,
      );
    });
    expect(screen.getByRole('textbox', { name: /Other resident status/ })).toHaveAccessibleDescription(
      v.otherResidentStatusRequired,
    );
    expect(screen.getByRole('textbox', { name: /Other language/ })).toHaveAccessibleDescription(
      v.otherLanguageRequired,
    );
  });

  it('sets and locks nationality Singapore for a Pink IC, and clears it for another status', async () => {
    render(<PersonalDetailsForm now={NOW} value={{ ...complete, nationality: 'MY' }} onSubmit={vi.fn()} />);
    const nationality = screen.getByRole('combobox', { name: /Nationality/ });
    expect(nationality).toHaveValue('Malaysia');
    await chooseByKeyboard(screen.getByRole('button', { name: /Resident status/ }), 'Singapore/ Pink IC');
    await waitFor(() => {
      expect(nationality).toHaveValue('Singapore');
    });
    expect(nationality).toHaveAttribute('readonly');
    await chooseByKeyboard(screen.getByRole('button', { name: /Resident status/ }), 'Singapore PR/ Blue IC');
    await waitFor(() => {
      expect(nationality).toHaveValue('');
    });
    expect(nationality).not.toHaveAttribute('readonly');
  });

  it('requires the CHAS expiry date once a tier is chosen', async () => {
    const onSubmit = vi.fn();
    render(<PersonalDetailsForm now={NOW} value={complete} onSubmit={onSubmit} />);
    expect(screen.queryByRole('textbox', { name: /CHAS expiry date/ })).toBeNull();
    await chooseByKeyboard(screen.getByRole('button', { name: /CHAS tier/ }), 'Blue');
    const expiry = await screen.findByRole('textbox', { name: /CHAS expiry date/ });
    await userEvent.click(saveButton());
    await waitFor(() => {
      expect(expiry).toHaveAccessibleDescription(new RegExp(v.chasExpiryDateRequired));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(expiry, '31/12/2027');
    await userEvent.click(saveButton());
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ chasSubsidyTier: 'Blue', chasExpiryDate: '2027-12-31' }),
      );
    });
  });

  it('locks the name of a linked profile, a saved ID and a saved email, with explanations', () => {
    render(
      <PersonalDetailsForm
        now={NOW}
        value={{ ...complete, profileLinkingStatus: 'LINKED' }}
        onSubmit={vi.fn()}
      />,
    );
    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription(/cannot be changed/);
    expect(screen.getByRole('textbox', { name: /ID number/ })).toHaveAttribute('readonly');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/cannot be changed/);
  });

  it('leaves a pending profile without ID or email editable', () => {
    render(
      <PersonalDetailsForm
        now={NOW}
        value={{ name: 'Tan Ah Kow', profileLinkingStatus: 'PENDING' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Full name/ })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /ID number/ })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Email/ })).not.toHaveAttribute('readonly');
  });

  it('shows the existing-ID error with the link action', async () => {
    const onLinkProfile = vi.fn();
    render(
      <PersonalDetailsForm
        now={NOW}
        value={{ name: 'Tan Ah Kow', nric: '' }}
        existingIdError
        onLinkProfile={onLinkProfile}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /ID number/ })).toHaveAccessibleDescription(
      v.nricAlreadyExists,
    );
    await userEvent.click(screen.getByRole('button', { name: v.linkYourProfile }));
    expect(onLinkProfile).toHaveBeenCalled();
  });

  it('is read only with an Edit button instead of Cancel and Save', async () => {
    const onEdit = vi.fn();
    render(<PersonalDetailsForm now={NOW} value={complete} isReadOnly onEdit={onEdit} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: messages.labels.save })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: messages.labels.edit }));
    expect(onEdit).toHaveBeenCalled();
  });

  it('calls Cancel', async () => {
    const onCancel = vi.fn();
    render(<PersonalDetailsForm now={NOW} onSubmit={vi.fn()} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: messages.labels.cancel }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('says when its values differ from those it opened with, and when they no longer do (onDirtyChange)', async () => {
    const onDirtyChange = vi.fn();
    render(
      <PersonalDetailsForm now={NOW} value={complete} onSubmit={vi.fn()} onDirtyChange={onDirtyChange} />,
    );
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    const before = (mobile as HTMLInputElement).value;
    expect(onDirtyChange).not.toHaveBeenCalled();
    await userEvent.type(mobile, '1');
    await waitFor(() => {
      expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    });
    await userEvent.type(mobile, '{Backspace}');
    expect(mobile).toHaveValue(before);
    await waitFor(() => {
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    });
    expect(onDirtyChange).toHaveBeenCalledTimes(2);
  });

  describe('in the registration wizard (hideActions, id, onValidityChange)', () => {
    it('reports complete details as valid on mount, and invalid once a required field is emptied', async () => {
      const onValidityChange = vi.fn();
      render(
        <PersonalDetailsForm
          now={NOW}
          value={complete}
          onSubmit={vi.fn()}
          onValidityChange={onValidityChange}
        />,
      );
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
      expect(onValidityChange).not.toHaveBeenCalledWith(false);
      const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
      await userEvent.clear(mobile);
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      await userEvent.type(mobile, '91234567');
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
    });

    it('follows the cross-field rules: Others needs its text', async () => {
      const onValidityChange = vi.fn();
      render(
        <PersonalDetailsForm
          now={NOW}
          value={{ ...complete, religion: 'Others' }}
          onSubmit={vi.fn()}
          onValidityChange={onValidityChange}
        />,
      );
      expect(onValidityChange).toHaveBeenLastCalledWith(false);
      await userEvent.type(screen.getByRole('textbox', { name: /Other religion/ }), 'Sikhism');
      expect(onValidityChange).toHaveBeenLastCalledWith(true);
    });

    it('reports empty details as invalid', () => {
      const onValidityChange = vi.fn();
      render(<PersonalDetailsForm now={NOW} onSubmit={vi.fn()} onValidityChange={onValidityChange} />);
      expect(onValidityChange).toHaveBeenCalledWith(false);
      expect(onValidityChange).not.toHaveBeenCalledWith(true);
    });

    it('has no Cancel or Save; a button outside submits it, with errors and focus as its own Save', async () => {
      const onSubmit = vi.fn();
      render(
        <>
          <PersonalDetailsForm
            id="details-step"
            hideActions
            now={NOW}
            onSubmit={onSubmit}
            onCancel={vi.fn()}
          />
          <button type="submit" form="details-step">
            Next
          </button>
        </>,
      );
      expect(screen.queryByRole('button', { name: messages.labels.save })).toBeNull();
      expect(screen.queryByRole('button', { name: messages.labels.cancel })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      const name = screen.getByRole('textbox', { name: /Full name/ });
      await waitFor(() => {
        expect(name).toHaveAccessibleDescription(v.nameRequired);
      });
      const summary = screen.getByRole('group', { name: v.problemSummaryTitle });
      expect(summary).toHaveFocus();
      await userEvent.click(within(summary).getByRole('link', { name: v.nameRequired }));
      expect(name).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('submits valid details from the outside button', async () => {
      const onSubmit = vi.fn();
      render(
        <>
          <PersonalDetailsForm id="details-step" hideActions now={NOW} value={complete} onSubmit={onSubmit} />
          <button type="submit" form="details-step">
            Next
          </button>
        </>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => {
        expect(onSubmit).toHaveBeenCalledTimes(1);
      });
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Tan Ah Kow', nric: 'S1234567D' }),
      );
    });
  });
});

describe('PersonalDetailsReview', () => {
  const details = (term: string) => {
    const dt = screen.getByText(term, { selector: 'dt' });
    return dt.nextElementSibling;
  };

  it('lists the details with dates as dd/MM/yyyy, empty values as a dash and the ID masked', async () => {
    const onEdit = vi.fn();
    render(
      <PersonalDetailsReview
        value={{ ...complete, religion: 'Others', otherReligion: 'Sikhism', chasSubsidyTier: null }}
        onEdit={onEdit}
      />,
    );
    expect(details('Date of birth')).toHaveTextContent('05/03/1950');
    expect(details('ID number')).toHaveTextContent('*****567D');
    expect(screen.queryByText('S1234567D')).toBeNull();
    expect(details('Home number')).toHaveTextContent('-');
    expect(details('CHAS expiry date')).toHaveTextContent('-');
    expect(details('Religion')).toHaveTextContent('Sikhism');
    expect(details('Languages spoken')).toHaveTextContent('Hokkien, English');
    expect(details('Mobile number')).toHaveTextContent('+65 91234567');
    await userEvent.click(screen.getByRole('button', { name: messages.labels.edit }));
    expect(onEdit).toHaveBeenCalled();
  });

  it('shows the full ID on request and no Edit when read only', () => {
    render(<PersonalDetailsReview value={complete} showFullId isReadOnly onEdit={vi.fn()} />);
    expect(details('ID number')).toHaveTextContent('S1234567D');
    expect(screen.queryByRole('button', { name: messages.labels.edit })).toBeNull();
  });
});
