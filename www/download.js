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

/** The largest file the page opens. */
export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * Reads a file the user chose as text: resolves `{ text }`, or `{ error }` in words for a file
 * over MAX_FILE_BYTES, one with NUL bytes (not a text file) or one that is not UTF-8.
 */
export async function readTextFile(file) {
  if (file.size > MAX_FILE_BYTES) {
    return { error: `the file ${file.name} is ${formatBytes(file.size)}; the page opens files of at most 1 MB` };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) return { error: `the file ${file.name} holds NUL bytes: it is not a text file` };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { error: `the file ${file.name} is not UTF-8 text` };
  }
}

function formatBytes(n) {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} kB`;
}
