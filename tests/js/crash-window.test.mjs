// How often the engine may crash before a page stops recovering (www/shared/crash-window.js),
// on a fake clock: the third crash within a minute is one too many; crashes far apart are not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CRASH_WINDOW_MS, CrashWindow, MAX_CRASHES } from '../../www/shared/crash-window.js';

test('the third crash within the window is one too many', () => {
  let t = 0;
  const crashes = new CrashWindow(() => t);
  assert.equal(MAX_CRASHES, 3);
  assert.equal(crashes.tooMany(), false);
  t += 1000;
  assert.equal(crashes.tooMany(), false);
  t += 1000;
  assert.equal(crashes.tooMany(), true);
  assert.equal(crashes.count, 3);
});

test('crashes far apart are each recovered from', () => {
  let t = 0;
  const crashes = new CrashWindow(() => t);
  for (let k = 0; k < 10; k += 1) {
    assert.equal(crashes.tooMany(), false, `crash ${k + 1}`);
    t += CRASH_WINDOW_MS / 2;
  }
  assert.equal(crashes.count, 2);
});
