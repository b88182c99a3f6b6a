import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload, formatExtensionList } from './FileUpload';

const MB = 1024 * 1024;
const TOO_LARGE = 'The file size is too large. Maximum file size is 2MB.';
const WRONG_TYPE = 'You can only upload with png, jpg, jpeg or webp extensions.';

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No file input');
  return input;
}

describe('FileUpload', () => {
  it('is a labelled group whose button is described by the hint', () => {
    const { container } = render(
      <FileUpload label="Profile photo" description="Recommended size: 400 × 400 pixels" />,
    );
    expect(screen.getByRole('group', { name: 'Profile photo' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Upload photo' });
    expect(button).toHaveAccessibleDescription('Recommended size: 400 × 400 pixels');
    expect(fileInput(container)).toHaveAttribute('accept', '.png,.jpg,.jpeg,.webp');
  });

  it('accepts an allowed photo', async () => {
    const onFileAccepted = vi.fn();
    const onFileRejected = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <FileUpload label="Profile photo" onFileAccepted={onFileAccepted} onFileRejected={onFileRejected} />,
    );
    const photo = new File([new Uint8Array(MB)], 'Me.JPG', { type: 'image/jpeg' });
    await user.upload(fileInput(container), photo);
    expect(onFileAccepted).toHaveBeenCalledWith(photo);
    expect(onFileRejected).not.toHaveBeenCalled();
  });

  it('rejects a file that is too large with the catalogue message', async () => {
    const onFileAccepted = vi.fn();
    const onFileRejected = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <FileUpload label="Profile photo" onFileAccepted={onFileAccepted} onFileRejected={onFileRejected} />,
    );
    await user.upload(
      fileInput(container),
      new File([new Uint8Array(3 * MB)], 'big.png', { type: 'image/png' }),
    );
    expect(onFileRejected).toHaveBeenCalledWith(TOO_LARGE);
    expect(onFileAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveAccessibleDescription(TOO_LARGE);
    expect(screen.getByRole('group', { name: 'Profile photo' })).toHaveAttribute('data-invalid');
  });

  it('rejects a file of another type, and clears the message for a good one', async () => {
    const onFileRejected = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<FileUpload label="Profile photo" onFileRejected={onFileRejected} />);
    await user.upload(fileInput(container), new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }));
    expect(onFileRejected).toHaveBeenCalledWith(WRONG_TYPE);
    expect(screen.getByText(WRONG_TYPE)).toBeInTheDocument();
    await user.upload(fileInput(container), new File(['x'], 'me.webp', { type: 'image/webp' }));
    expect(screen.queryByText(WRONG_TYPE)).not.toBeInTheDocument();
  });

  it('computes the size in the message from maxSizeBytes', async () => {
    const onFileRejected = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <FileUpload aria-label="Photo" maxSizeBytes={5 * MB} onFileRejected={onFileRejected} />,
    );
    await user.upload(
      fileInput(container),
      new File([new Uint8Array(6 * MB)], 'a.png', { type: 'image/png' }),
    );
    expect(onFileRejected).toHaveBeenCalledWith('The file size is too large. Maximum file size is 5MB.');
  });

  it('opens the picker from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<FileUpload label="Profile photo" />);
    const click = vi.spyOn(fileInput(container), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('shows the preview with its alternative text, and no button when read only', () => {
    render(
      <FileUpload
        label="Profile photo"
        previewUrl="data:image/png;base64,iVBORw0KGgo="
        previewAlt="Photo of Tan Ah Kow"
        isReadOnly
      />,
    );
    expect(screen.getByRole('img', { name: 'Photo of Tan Ah Kow' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a given error and lists extensions as a sentence', () => {
    render(<FileUpload label="Profile photo" errorMessage={messages.validation.required} />);
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(formatExtensionList(['PNG'])).toBe('png');
    expect(formatExtensionList(['.png', 'jpg'])).toBe('png or jpg');
  });
});
