import {
  formatEnglish,
  messages,
  PROFILE_PHOTO_EXTENSIONS,
  PROFILE_PHOTO_MAX_SIZE_BYTES,
  type MessageFormatter,
  type Messages,
} from '@careportal/domain';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { fieldStyles, type FieldLabelProps, type FieldStateProps } from '../../private/Field';
import { Button } from '../Button';
import { Icon, UserIcon } from '../Icon';
import { useCatalogue, useLocale } from '../LocaleProvider';
import * as styles from './FileUpload.css';

/** The button's text when no `buttonLabel` is given: the catalogue's 'Upload photo'. */
export const FILE_UPLOAD_DEFAULT_BUTTON_LABEL = messages.labels.uploadPhoto;
/** The preview's alternative text when no `previewAlt` is given: the catalogue's 'Profile photo'. */
export const FILE_UPLOAD_DEFAULT_PREVIEW_ALT = messages.a11y.profilePhoto;

const BYTES_PER_MB = 1024 * 1024;

/** Props of {@link FileUpload}. */
export type FileUploadProps = FieldLabelProps &
  FieldStateProps & {
    /** Allowed extensions without the dot, any case. Default the profile photo's png, jpg, jpeg and webp. */
    accept?: readonly string[];
    /** The largest file allowed, in bytes. Default the profile photo's 2 MB. */
    maxSizeBytes?: number;
    /** Called with a file that passed the extension and size checks. */
    onFileAccepted?: (file: File) => void;
    /** Called with the catalogue message shown for a file that failed them. */
    onFileRejected?: (message: string) => void;
    /** The current photo, shown round beside the button. */
    previewUrl?: string | null;
    /** The preview's alternative text. Default the catalogue's 'Profile photo'. */
    previewAlt?: string;
    /** The button's text. Default the catalogue's 'Upload photo'. */
    buttonLabel?: string;
  };

/**
 * Lists extensions as a sentence does, with the catalogue's `format.listOr`: 'png, jpg, jpeg or webp'. In
 * another language, pass its catalogue and formatter (`useCatalogue()`, `useLocale().format`).
 */
export function formatExtensionList(
  extensions: readonly string[],
  catalogue: Messages = messages,
  format: MessageFormatter = formatEnglish,
): string {
  const names = extensions.map((extension) => extension.replace(/^\./, '').toLowerCase());
  const last = names.at(-1) ?? '';
  return names.length <= 1
    ? last
    : format(catalogue.format.listOr, { items: names.slice(0, -1).join(', '), last });
}

/** The size limit in MB as the message shows it: whole numbers plain, others to one decimal. */
function toMegabytes(bytes: number): number {
  return Number((bytes / BYTES_PER_MB).toFixed(1));
}

/** The catalogue message for a file that may not be uploaded, or null when it may; English unless told. */
export function fileRejection(
  file: File,
  accept: readonly string[],
  maxSizeBytes: number,
  catalogue: Messages = messages,
  format: MessageFormatter = formatEnglish,
): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const allowed = accept.map((candidate) => candidate.replace(/^\./, '').toLowerCase());
  if (!allowed.includes(extension)) {
    return format(catalogue.validation.fileExtensionNotAllowed, {
      fileExtensionAllowed: formatExtensionList(accept, catalogue, format),
    });
  }
  if (file.size > maxSizeBytes) {
    return format(catalogue.validation.fileTooLarge, { maxSizeAllowedInMB: toMegabytes(maxSizeBytes) });
  }
  return null;
}

/**
 * A photo upload: a labelled group with the current photo (round) and a button that opens the file picker.
 * The chosen file's extension and size are checked at once; a file that fails shows the catalogue's message,
 * announced politely and describing the button. Read only shows the photo without the button.
 */
export function FileUpload({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isReadOnly,
  isRequired,
  accept = PROFILE_PHOTO_EXTENSIONS,
  maxSizeBytes = PROFILE_PHOTO_MAX_SIZE_BYTES,
  onFileAccepted,
  onFileRejected,
  previewUrl,
  previewAlt,
  buttonLabel,
}: FileUploadProps) {
  const catalogue = useCatalogue();
  const { format } = useLocale();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const shownError = rejection ?? errorMessage;
  const invalid = isInvalid ?? Boolean(shownError);
  const describedBy = [description ? descriptionId : null, invalid && shownError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const select = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const message = fileRejection(file, accept, maxSizeBytes, catalogue, format);
    setRejection(message);
    if (message === null) onFileAccepted?.(file);
    else onFileRejected?.(message);
  };

  return (
    <div
      role="group"
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : ariaLabel}
      data-invalid={invalid || undefined}
      className={fieldStyles.field}
    >
      {label ? (
        <span id={labelId} className={fieldStyles.label}>
          {label}
          {isRequired ? (
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      ) : null}
      <div className={styles.row}>
        {previewUrl ? (
          <img src={previewUrl} alt={previewAlt ?? catalogue.a11y.profilePhoto} className={styles.preview} />
        ) : (
          <span className={styles.preview}>
            <span className={styles.placeholderIcon}>
              <Icon icon={UserIcon} size="fill" />
            </span>
          </span>
        )}
        {isReadOnly ? null : (
          <FileTrigger
            acceptedFileTypes={accept.map((extension) => `.${extension.replace(/^\./, '')}`)}
            onSelect={select}
          >
            <Button variant="secondary" isDisabled={isDisabled} aria-describedby={describedBy || undefined}>
              {buttonLabel ?? catalogue.labels.uploadPhoto}
            </Button>
          </FileTrigger>
        )}
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div id={errorId} aria-live="polite" className={fieldStyles.error}>
        {invalid ? shownError : null}
      </div>
    </div>
  );
}
