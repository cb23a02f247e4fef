// Predict mode's grading (www/watch/predict/grade.js): it compares the student's answer with
// the engine's, as sets, and words the engine's facts. The questions come from the real
// engine where it matters (Trace.question on Knuth's example); small hand-made questions of
// the same shape cover the wording's cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareSets, explain, grade, listWords, reveal, scoreWords } from '../../www/watch/predict/grade.js';
import { keyAction } from '../../www/watch/player/controls.js';
import { load, skip } from './engine-loader.mjs';

const LETTERS = 'ABCDEFG';
const names = {
  item: (k) => LETTERS[k],
  option: (o) => `o${o}`,
};

test('sets: missed and extra, whatever the order', () => {
  assert.deepEqual(compareSets([3, 1], [1, 3]), { missed: [], extra: [] });
  assert.deepEqual(compareSets([1, 2], [1, 3]), { missed: [3], extra: [2] });
  assert.deepEqual(compareSets([], [0]), { missed: [0], extra: [] });
  assert.equal(listWords(['a']), 'a');
  assert.equal(listWords(['a', 'b', 'c']), 'a, b and c');
  assert.equal(scoreWords({ right: 0, asked: 0 }), '');
  assert.equal(scoreWords({ right: 7, asked: 9 }), '7 of 9 right');
});

test('a choice: right only for the engine’s item; the explanation gives both lens', () => {
  const q = { kind: 'choose', level: 0, item: 2, len: 1, lens: [{ item: 0, len: 2 }, { item: 2, len: 1 }, { item: 4, len: 1 }] };
  assert.equal(grade(q, 2).right, true);
  assert.equal(grade(q, 0).right, false);
  assert.equal(explain(q, 0, names).text, 'MRV chooses C: it has 1 option left, your choice A has 2.');
  // A tie: as many options, and the rule's tie-break told in words.
  assert.match(explain(q, 4, names).text, /^MRV chooses C: it has 1 option left, as many as your choice E, and on a tie/);
  assert.match(explain(q, 0, names, 'first').text, /^The first-item rule chooses C/);
  assert.equal(explain(q, 2, names).right, true);
  assert.match(explain(q, 2, names).text, /^Right: C/);
});

test('a dead end: any item with no options left is right', () => {
  const q = { kind: 'deadEnd', level: 2, item: 1, empty: [1, 3], lens: [{ item: 1, len: 0 }, { item: 3, len: 0 }, { item: 5, len: 2 }] };
  assert.equal(grade(q, 1).right, true);
  assert.equal(grade(q, 3).right, true);
  assert.equal(grade(q, 5).right, false);
  assert.equal(
    explain(q, 5, names).text,
    'B and D have no options left: no option can cover them any more, so the search backs up from level 2. Your choice F has 2 options left.'
  );
});

test('a cover and a solution: sets, with what was left out and what was added', () => {
  const cover = { kind: 'cover', item: 0, leaving: [1, 3], candidates: [0, 1, 2, 3] };
  assert.equal(grade(cover, [3, 1]).right, true);
  const wrong = explain(cover, [1, 2], names);
  assert.equal(wrong.right, false);
  assert.equal(
    wrong.text,
    'Covering A takes 2 options out of the other items’ lists: “o1” and “o3”. You left out “o3”. “o2” stays: covering A does not touch it.'
  );
  const solution = { kind: 'solution', options: [3, 0, 4], candidates: [0, 1, 2, 3, 4, 5] };
  assert.equal(grade(solution, [0, 3, 4]).right, true);
  assert.equal(explain(solution, [0, 3], names).text, 'The solution is “o3”, “o0” and “o4”. You left out “o4”.');
  assert.equal(reveal(solution, names), 'Skipped. The solution is “o3”, “o0” and “o4”.');
  assert.throws(() => grade({ kind: 'dance' }, 0), /unknown question kind dance/);
});

test('a cover: an option of the covered item alone is what the search tries next, and is said so', () => {
  // D (item 3) has one option, o4 = "D" alone: covering D takes nothing out.
  const only = { kind: 'cover', item: 3, leaving: [], candidates: [2, 4], own: [4] };
  const said = explain(only, [4], names);
  assert.equal(said.right, false);
  assert.equal(said.text, 'Covering D takes no option out of the other lists. “o4” is D’s only option: the search tries it next, and covering D hides nothing else.');
  assert.doesNotMatch(said.text, /does not touch/);
  // D has three options: o1 leaves (it has another item); o4 and o5 are D alone; o2 is not D's.
  const many = { kind: 'cover', item: 3, leaving: [1], candidates: [1, 2, 4, 5], own: [1, 4, 5] };
  assert.equal(
    explain(many, [1, 4], names).text,
    'Covering D takes 1 option out of the other items’ lists: “o1”. “o4” is one of D’s own options, with no other item: it stays in D’s list for the search to try, and covering D hides none of its nodes.'
  );
  assert.equal(
    explain(many, [1, 4, 5, 2], names).text,
    'Covering D takes 1 option out of the other items’ lists: “o1”. “o4” and “o5” are D’s own options, with no other item: they stay in D’s list for the search to try, and covering D hides none of their nodes. “o2” stays: covering D does not touch it.'
  );
  // Without `own` (an older caller), an extra option is only said to stay.
  assert.match(explain({ ...only, own: undefined }, [4], names).text, /“o4” stays: covering D does not touch it\.$/);
});

test('Knuth’s example: the engine asks, the grader agrees with the engine’s next events', { skip }, async () => {
  const { Solver, memory, Trace } = await load();
  const trace = new Trace(Solver.fromExample('knuth'), memory);
  const real = { item: (k) => trace.itemName(k), option: (o) => trace.optionText(o) };
  const kinds = new Set();
  let question;
  while (true) {
    question = trace.question();
    const event = trace.forward();
    if (event === null) break;
    if (question === null) continue;
    kinds.add(question.kind);
    if (question.kind === 'choose') {
      assert.equal(event.kind, 'choose');
      assert.equal(grade(question, event.item).right, true);
      // Any other item is wrong, and the explanation names the engine's item.
      for (const { item } of question.lens.filter((l) => l.item !== event.item)) {
        const said = explain(question, item, real);
        assert.equal(said.right, false);
        assert.ok(said.text.startsWith(`MRV chooses ${trace.itemName(event.item)}:`), said.text);
      }
    } else if (question.kind === 'solution') {
      assert.equal(event.kind, 'solution');
      const options = trace.solutions.at(-1).options;
      assert.equal(grade(question, options).right, true);
      assert.deepEqual(options.map(real.option).sort(), ['A D', 'B G', 'C E F']);
    } else if (question.kind === 'cover') {
      // Asked before the cover's first event: the hides of the item's column, top to bottom,
      // then its header (TAOCP's order). The options hidden are the answer.
      assert.equal(event.step, 'X4');
      const leaving = [];
      let e = event;
      while (e.kind === 'hide') {
        const o = trace.nodeOptions[e.node];
        if (!leaving.includes(o)) leaving.push(o);
        e = trace.forward();
      }
      assert.equal(e.kind, 'cover');
      assert.equal(e.item, question.item);
      assert.equal(e.step, 'X4');
      assert.deepEqual(leaving, question.leaving);
      assert.equal(grade(question, leaving).right, true);
    } else {
      assert.equal(event.kind, 'choose');
      assert.equal(event.len, 0);
      assert.equal(grade(question, event.item).right, true);
    }
  }
  assert.deepEqual([...kinds].sort(), ['choose', 'cover', 'deadEnd', 'solution']);
  // The first question: MRV chooses A (2 options); D has 3.
  while (trace.back() !== null);
  question = trace.question();
  assert.equal(explain(question, 3, real).text, 'MRV chooses A: it has 2 options left, your choice D has 3.');
  trace.free();
});

test('p toggles Predict mode, with or without presenting; not with a modifier', () => {
  const key = (k, mods = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });
  assert.equal(keyAction(key('p')), 'predict');
  assert.equal(keyAction(key('P')), 'predict');
  assert.equal(keyAction(key('p'), { present: true }), 'predict');
  assert.equal(keyAction(key('p', { ctrlKey: true })), null);
  assert.equal(keyAction(key('p', { altKey: true })), null);
});
