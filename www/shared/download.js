// Saving text or a picture as a file without a server: a Blob URL and a temporary <a download>.
// This works under the built pages' Content-Security-Policy (no inline script, no data:
// navigation, and a download is not a fetch or an image load: no blob: source is needed).

/** Offers `blob` for download as `filename`. */
export function downloadBlob(blob, filename) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by now; the URL only keeps the file alive.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Offers `text` for download as `filename`. */
export function downloadText(text, filename) {
  downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);
}
