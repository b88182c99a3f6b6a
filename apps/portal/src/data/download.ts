/** Saving a file the API answered (an invoice, a calendar file) in the browser. */

/** What a download needs from the browser; tests pass their own. */
export interface DownloadTarget {
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  /** Saves `url` as `fileName` (an `a[download]` clicked). */
  save: (url: string, fileName: string) => void;
}

/** The browser's own: an object URL, a hidden `a[download]` clicked, the URL released once the click is done. */
export const browserDownload: DownloadTarget = {
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => {
    URL.revokeObjectURL(url);
  },
  save: (url, fileName) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  },
};

/**
 * Saves `blob` as a file: under its own name when it is a `File` (the API's Content-Disposition), else as
 * `fallbackName`. Returns the name saved.
 */
export function saveBlob(blob: Blob, fallbackName: string, target: DownloadTarget = browserDownload): string {
  const fileName = blob instanceof File && blob.name !== '' ? blob.name : fallbackName;
  const url = target.createObjectURL(blob);
  try {
    target.save(url, fileName);
  } finally {
    // The click has handed the URL to the download by now; a later tick releases it.
    setTimeout(() => {
      target.revokeObjectURL(url);
    }, 0);
  }
  return fileName;
}
