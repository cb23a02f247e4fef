// Numbers in words, the same on both pages: counts with thousands separators (in English, as
// the rest of the pages' words), a count with its noun, durations and sizes.

/** A whole number with thousands separators: 1234567 -> "1,234,567". */
export function formatCount(x) {
  return Math.round(x).toLocaleString('en-US');
}

/** A count and its noun: "1 option", "2,339 packings" (`many`: the plural, when not `one` + s). */
export function plural(n, one, many = `${one}s`) {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** A duration in milliseconds, to about three digits: "0.42 ms", "12.3 ms", "1.25 s", "2 min 5 s". */
export function formatTime(ms) {
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60000) return `${(ms / 1000).toFixed(2)} s`;
  const m = Math.floor(ms / 60000);
  const s = Math.round((ms % 60000) / 1000);
  return `${m} min ${s} s`;
}

/** A size in bytes: "1.0 MB", "9.8 kB", "120 bytes". */
export function formatBytes(n) {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (n >= 10 * 1024) return `${(n / 1024).toFixed(1)} kB`;
  return plural(n, 'byte');
}
