import { useEffect, useState } from 'react';
import { useApiClient } from './ApiProvider';

/**
 * An image the API answers as a blob (a PayNow QR code), as an object URL the page can show: null until it has
 * come, and again whenever `version` changes (a new QR's bill reference) until the new one has. `version` null
 * fetches nothing. The URL is released when the image is replaced or the page goes.
 */
export function useBlobImage(url: string, auth: boolean, version: string | null): string | null {
  const client = useApiClient();
  const [image, setImage] = useState<{ version: string; url: string } | null>(null);
  useEffect(() => {
    if (version === null) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    void client.requestBlob(url, { auth, quiet: true }).then((result) => {
      if (cancelled || result.error || result.data === null) return;
      objectUrl = URL.createObjectURL(result.data);
      setImage({ version, url: objectUrl });
    });
    return () => {
      cancelled = true;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [client, url, auth, version]);
  return image?.version === version ? image.url : null;
}
