// Saving text as a file without a server: a Blob URL and a temporary <a download>. This works
// under the built pages' Content-Security-Policy (no inline script, no data: navigation).

/** Offers `text` for download as `filename`. */
export function downloadText(text, filename) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by now; the URL only keeps the text alive.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
