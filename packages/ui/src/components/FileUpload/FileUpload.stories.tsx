import { messages, PROFILE_PHOTO_RECOMMENDED_PX } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

/** A small inline photo, so the story needs no network. */
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#d5efec"/><circle cx="40" cy="30" r="14" fill="#00666a"/><rect x="16" y="50" width="48" height="30" rx="20" fill="#00666a"/></svg>',
  );

const MB = 1024 * 1024;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('The file input is missing');
  return input;
}

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    label: 'Profile photo',
    description: `Recommended size: ${String(PROFILE_PHOTO_RECOMMENDED_PX)} × ${String(PROFILE_PHOTO_RECOMMENDED_PX)} pixels`,
    onFileAccepted: fn(),
    onFileRejected: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const photo = new File([new Uint8Array(MB)], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onFileAccepted).toHaveBeenCalledWith(photo);
  },
};

export const Filled: Story = { args: { previewUrl: PHOTO, buttonLabel: 'Change photo' } };

export const TooLarge: Story = {
  name: 'File too large',
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File([new Uint8Array(3 * MB)], 'big.png', { type: 'image/png' }),
    );
    const message = 'The file size is too large. Maximum file size is 2MB.';
    await expect(args.onFileRejected).toHaveBeenCalledWith(message);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Upload photo' }),
    ).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  name: 'Wrong file type',
  play: async ({ canvasElement, args }) => {
    // The picker's own filter is bypassed, as a person choosing 'All files' would.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }),
    );
    const message = 'You can only upload with png, jpg, jpeg or webp extensions.';
    await expect(args.onFileRejected).toHaveBeenCalledWith(message);
    await expect(within(canvasElement).getByText(message)).toBeVisible();
  },
};

export const InvalidAfterSubmit: Story = {
  name: 'Invalid after submit',
  args: { isRequired: true, errorMessage: messages.validation.required },
};

export const Disabled: Story = { args: { previewUrl: PHOTO, isDisabled: true } };

export const ReadOnly: Story = {
  name: 'Read only',
  args: { previewUrl: PHOTO, isReadOnly: true, previewAlt: 'Photo of Tan Ah Kow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Photo of Tan Ah Kow' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    label:
      'Profile photo of Muhammad Abdul Rahman bin Mohamed Iskandar Shah for the centre attendance record',
    buttonLabel: 'Choose a new photo from this device',
    previewUrl: PHOTO,
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    label: '个人照片',
    buttonLabel: '上传照片',
    previewAlt: '个人照片',
    description: '建议尺寸：400 × 400 像素',
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { previewUrl: PHOTO },
};
