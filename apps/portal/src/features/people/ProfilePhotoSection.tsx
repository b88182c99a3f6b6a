import {
  PROFILE_PHOTO_EXTENSIONS,
  PROFILE_PHOTO_MAX_SIZE_BYTES,
  PROFILE_PHOTO_MAX_SIZE_MB,
  PROFILE_PHOTO_RECOMMENDED_PX,
  formatMessage,
  messages,
} from '@careportal/domain';
import { CameraIcon, Card, FileUpload, useToast } from '@careportal/ui';
import { useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { PROFILE_URLS, photoRejectionText, resultText } from './profileApi';
import { useProfilePicture } from './useProfilePicture';

/** Props of {@link ProfilePhotoSection}. */
export interface ProfilePhotoSectionProps {
  /** The current picture's API path, or null. */
  pictureUrl: string | null;
  /** A new picture was saved at `pictureUrl`. */
  onUploaded: (pictureUrl: string | null) => void;
}

/**
 * The profile photo: the current picture and Upload photo. A file of the wrong type or over 2MB is refused at
 * once with the catalogue's message; an accepted one is sent as it is (PUT profile/picture), and a refusal by
 * the server shows the same way.
 */
export function ProfilePhotoSection({ pictureUrl, onUploaded }: ProfilePhotoSectionProps) {
  const client = useApiClient();
  const { show } = useToast();
  const previewUrl = useProfilePicture(pictureUrl);
  const [isUploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    setServerError(null);
    const result = await client.request<{ pictureUrl: string | null }>('PUT', PROFILE_URLS.picture, {
      quiet: true,
      body: file,
    });
    setUploading(false);
    if (result.error) {
      setServerError(photoRejectionText(result));
      return;
    }
    show({ type: 'success', content: resultText(result, messages.success.updated) });
    onUploaded(result.data?.pictureUrl ?? null);
  };

  return (
    <Card title={messages.a11y.profilePhoto} icon={CameraIcon} headingLevel={2}>
      <FileUpload
        aria-label={messages.a11y.profilePhoto}
        description={formatMessage(messages.profilePage.photoHint, {
          px: PROFILE_PHOTO_RECOMMENDED_PX,
          mb: PROFILE_PHOTO_MAX_SIZE_MB,
        })}
        accept={PROFILE_PHOTO_EXTENSIONS}
        maxSizeBytes={PROFILE_PHOTO_MAX_SIZE_BYTES}
        previewUrl={previewUrl}
        previewAlt={messages.a11y.profilePhoto}
        errorMessage={serverError ?? undefined}
        isDisabled={isUploading}
        onFileAccepted={(file) => {
          void upload(file);
        }}
        onFileRejected={() => {
          setServerError(null);
        }}
      />
    </Card>
  );
}
