// The page's keys (www/watch/player/controls.js keyAction): each key means one thing, whatever
// has the focus or the mode, except where the help and the button's title say otherwise.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyAction } from '../../www/watch/player/controls.js';

const key = (k, more = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...more });

test('+ and - zoom the matrix; < and > change the speed, in and out of present mode', () => {
  for (const present of [false, true]) {
    assert.equal(keyAction(key('+', { shiftKey: true }), { present }), 'zoom-in');
    assert.equal(keyAction(key('='), { present }), 'zoom-in');
    assert.equal(keyAction(key('-'), { present }), 'zoom-out');
    assert.equal(keyAction(key('>', { shiftKey: true }), { present }), 'faster');
    assert.equal(keyAction(key('<', { shiftKey: true }), { present }), 'slower');
  }
});

test('s toggles the stop at solutions (Caps Lock too); Shift+S is left to the matrix, which pans', () => {
  assert.equal(keyAction(key('s')), 'stop-solutions');
  assert.equal(keyAction(key('S')), 'stop-solutions');
  assert.equal(keyAction(key('S', { shiftKey: true })), null);
  assert.equal(keyAction(key('s'), { present: true }), 'stop-solutions');
});

test('Shift+B runs to the next backtrack in present mode too, where b blanks the screen', () => {
  assert.equal(keyAction(key('b')), 'backtrack');
  assert.equal(keyAction(key('B', { shiftKey: true })), 'backtrack');
  assert.equal(keyAction(key('b'), { present: true }), 'blank');
  assert.equal(keyAction(key('B'), { present: true }), 'blank');
  assert.equal(keyAction(key('B', { shiftKey: true }), { present: true }), 'backtrack');
});
