// The pages' input limits (www/shared/input-limits.js): sizes, lines, NUL bytes and UTF-8, with the
// messages the user reads.
import test from 'node:test';
import assert from 'node:assert/strict';
import { LIMITS, MANY_LINES, checkText, guardField, lineCount, readTextFile, utf8Bytes } from '../../www/shared/input-limits.js';

test('utf8Bytes counts as TextEncoder does', () => {
  for (const s of ['', 'abc', 'é', '€uro', '𝄞 clef', 'a\u0000b', 'ünïcödé 日本語 🙂🙂']) {
    assert.equal(utf8Bytes(s), new TextEncoder().encode(s).length, JSON.stringify(s));
  }
});

test('lineCount counts a last line without a break', () => {
  assert.equal(lineCount(''), 0);
  assert.equal(lineCount('a'), 1);
  assert.equal(lineCount('a\n'), 1);
  assert.equal(lineCount('a\nb'), 2);
  assert.equal(lineCount('\n\n'), 2);
});

test('checkText takes text at each limit and refuses one byte or line more, naming both sizes', () => {
  const { bytes, lines } = LIMITS.dlx;
  assert.equal(checkText('x'.repeat(bytes), 'dlx'), null);
  assert.equal(
    checkText('x'.repeat(bytes + 1), 'dlx', 'the pasted text'),
    'The pasted text is too large: 1.0 MB (1,048,577 characters); the page takes problems of at most 1.0 MB.'
  );
  // Multi-byte characters count as their UTF-8 bytes.
  assert.match(checkText('é'.repeat(bytes / 2 + 1), 'dlx'), /too large: 1\.0 MB \(524,289 characters\)/u);
  assert.equal(checkText('a\n'.repeat(lines), 'dlx'), null);
  assert.equal(
    checkText('a\n'.repeat(lines + 1), 'dlx', 'the file “x.dlx”'),
    'The file “x.dlx” is too large: 50,001 lines; the page takes problems of at most 50,000 lines.'
  );
  assert.equal(checkText('.'.repeat(LIMITS.sudoku.bytes), 'sudoku'), null);
  assert.equal(
    checkText('.'.repeat(LIMITS.sudoku.bytes + 1), 'sudoku', 'the puzzle in the link'),
    'The puzzle in the link is too large: 10,001 bytes (10,001 characters); the page takes puzzles of at most 10,000 bytes.'
  );
  assert.equal(checkText('A B\nA\u0000\n', 'dlx'), 'The text holds NUL characters: it is not text.');
  assert.throws(() => checkText('', 'nothing'), RangeError);
});

test('a 10 MB text is refused at once, without being measured character by character', () => {
  // A stand-in for a 10 MiB string that answers its length and nothing else: reading any
  // character (or calling any method) fails the test, so the refusal cannot have scanned it.
  const read = [];
  const huge = new Proxy(
    {},
    {
      get(_, key) {
        if (key === 'length') return 10 * 1024 * 1024;
        read.push(String(key));
        throw new Error(`checkText read \`${String(key)}\` of the text`);
      },
    }
  );
  assert.match(checkText(huge, 'dlx', 'the pasted text'), /^The pasted text is too large: 10\.0 MB \(10,485,760 characters\)/u);
  assert.deepEqual(read, []);
  // The same answer for a real string of that size.
  assert.equal(checkText('x'.repeat(10 * 1024 * 1024), 'dlx', 'the pasted text'), checkText(huge, 'dlx', 'the pasted text'));
});

const file = (name, parts) => new File(parts, name, { type: 'text/plain' });

test('readTextFile reads UTF-8 text and refuses big, binary and non-UTF-8 files', async () => {
  assert.deepEqual(await readTextFile(file('ok.dlx', ['A B\nA\nB\n']), 'dlx'), { text: 'A B\nA\nB\n' });
  assert.deepEqual(await readTextFile(file('é.dlx', ['É F\nÉ\nF\n']), 'dlx'), { text: 'É F\nÉ\nF\n' });
  const big = await readTextFile(file('big.dlx', [new Uint8Array(LIMITS.dlx.bytes + 1).fill(65)]), 'dlx');
  assert.equal(
    big.error,
    'The file “big.dlx” is too large: 1.0 MB; the page opens problems of at most 1.0 MB (a bigger one is for the command line: dlx solve).'
  );
  const lines = await readTextFile(file('lines.dlx', ['a\n'.repeat(100_000)]), 'dlx');
  assert.equal(lines.error, 'The file “lines.dlx” is too large: 100,000 lines; the page takes problems of at most 50,000 lines.');
  const nul = await readTextFile(file('nul.dlx', [new Uint8Array([65, 0, 66])]), 'dlx');
  assert.equal(nul.error, 'The file “nul.dlx” holds NUL bytes: it is not a text file.');
  const latin1 = await readTextFile(file('latin1.dlx', [new Uint8Array([0x41, 0xe9, 0x0a])]), 'dlx');
  assert.equal(latin1.error, 'The file “latin1.dlx” is not UTF-8 text: it may be a binary file, or text in another encoding.');
  // An image is refused as not UTF-8 (its header's bytes), not passed to the engine.
  const png = await readTextFile(file('x.png', [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]), 'dlx');
  assert.match(png.error, /not UTF-8 text/u);
});

// ------------------------------------------------------------------ the guard of a field

// A text area as far as the guard uses it: a value, a selection, events, setRangeText (which,
// as in a browser, replaces the selection in one step). Node has Event but no InputEvent.
globalThis.InputEvent ??= class InputEvent extends Event {
  constructor(type, init = {}) {
    super(type, init);
    this.inputType = init.inputType ?? '';
    this.data = init.data ?? null;
  }
};

class FakeField extends EventTarget {
  constructor(value = '') {
    super();
    this.value = value;
    this.selectionStart = value.length;
    this.selectionEnd = value.length;
  }

  setRangeText(text, start, end) {
    this.value = this.value.slice(0, start) + text + this.value.slice(end);
    this.selectionStart = this.selectionEnd = start + text.length;
  }
}

/** A beforeinput the browser would send before inserting `data`; returns whether it was stopped. */
function insert(field, data, inputType = 'insertText') {
  const e = new InputEvent('beforeinput', { inputType, data, cancelable: true });
  field.dispatchEvent(e);
  return e.defaultPrevented;
}

test('text over the limit is refused before the browser inserts it, however it comes', () => {
  const field = new FakeField('..3');
  const said = [];
  const inputs = [];
  guardField(field, 'sudoku', (message) => said.push(message));
  field.addEventListener('input', () => inputs.push(field.value));
  // 5,000 lines of a row (an autofill, an extension, a test's fill): stopped, nothing changes.
  assert.equal(insert(field, '123456789\n'.repeat(5000)), true);
  assert.equal(field.value, '..3');
  assert.deepEqual(inputs, []);
  assert.equal(said.length, 1);
  assert.match(said[0], /^The text is too large: 48\.8 kB \(50,000 characters\); the page takes puzzles/u);
  // Fits alone, not with what the field holds: refused the same way.
  const field2 = new FakeField('.'.repeat(LIMITS.sudoku.bytes - 5));
  guardField(field2, 'sudoku', (message) => said.push(message));
  assert.equal(insert(field2, '123456'), true);
  assert.equal(field2.value.length, LIMITS.sudoku.bytes - 5);
  assert.equal(said.length, 2);
  // A map field named by what it holds now.
  let kind = 'regions';
  const map = new FakeField('');
  guardField(map, () => kind, (message) => said.push(message));
  kind = 'cages';
  insert(map, 'A'.repeat(200_000));
  assert.match(said[2], /the page takes cage maps of at most/u);
  // A value set by a script, announced by an input event: undone before the page hears of it.
  const field3 = new FakeField('..');
  guardField(field3, 'sudoku', (message) => said.push(message));
  const heard = [];
  field3.addEventListener('input', () => heard.push(field3.value));
  field3.value = 'x'.repeat(200_000);
  field3.dispatchEvent(new InputEvent('input', { bubbles: true }));
  assert.equal(field3.value, '..');
  assert.deepEqual(heard, []);
  assert.equal(said.length, 4);
});

test('a text of many lines that fits is put in place by the page, in one step, where the selection was', () => {
  const field = new FakeField('ab');
  field.selectionStart = 1;
  field.selectionEnd = 2;
  const inputs = [];
  guardField(field, 'sudoku', () => assert.fail('nothing to refuse'));
  field.addEventListener('input', (e) => inputs.push([e.inputType, field.value.length]));
  const grid = `${'1\n'.repeat(624)}1`;
  assert.ok(grid.split('\n').length > MANY_LINES);
  assert.equal(insert(field, grid), true, "the browser's own line-by-line insertion is skipped");
  assert.equal(field.value, `a${grid}`);
  assert.deepEqual(inputs, [['insertText', 1 + grid.length]]);
  // A few lines are left to the browser (its undo keeps them).
  assert.equal(insert(field, '12\n34'), false);
});
