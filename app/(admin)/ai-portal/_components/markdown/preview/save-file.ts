/** Saves text as a file, made in the browser: no round trip to the server. */
export function saveFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // The click has handed the blob to the download already; a later revoke only frees memory.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
