import { useEffect, useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { useActingFor } from './ActingForProvider';
import { SELF_KEY } from './useViewedApi';

interface Shown {
  /** Whose picture, and the API path it was read from. */
  from: string;
  objectUrl: string;
}

/**
 * The profile picture at `pictureUrl` (a path relative to the API, read with the token and view-as) as an
 * object URL an <img> can show; null while loading, when there is none or when it could not be read. The
 * object URL is released when the picture changes or the page closes.
 */
export function useProfilePicture(pictureUrl: string | null): string | null {
  const client = useApiClient();
  const { lovedOneId } = useActingFor();
  const [shown, setShown] = useState<Shown | null>(null);
  const from = `${lovedOneId ?? SELF_KEY} ${pictureUrl ?? ''}`;

  useEffect(() => {
    if (pictureUrl === null) return undefined;
    let isCurrent = true;
    let objectUrl: string | null = null;
    void client.requestBlob(pictureUrl, { quiet: true }).then((result) => {
      if (!isCurrent || result.error || result.data === null) return;
      objectUrl = URL.createObjectURL(result.data);
      setShown({ from, objectUrl });
    });
    return () => {
      isCurrent = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [client, pictureUrl, from]);

  return pictureUrl !== null && shown !== null && shown.from === from ? shown.objectUrl : null;
}
