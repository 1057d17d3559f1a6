// Hands a downloaded file to the browser as a download (manuals, CSV exports).
export interface DownloadedFile {
  fileName: string;
  data: Uint8Array;
  contentType: string;
}

export function saveFile(file: DownloadedFile): void {
  const blob = new Blob([file.data as BlobPart], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download synchronously; revoking later lets slow browsers finish reading it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
