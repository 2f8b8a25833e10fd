// Hands the browser a file built in the page (the statistics CSV) as a download.
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
