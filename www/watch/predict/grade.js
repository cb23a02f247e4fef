// Predict mode's grading and its words. The engine says what happens next (Trace.question:
// the item it chooses, the options a cover takes out, the items left without options, the
// options of a solution); this module only compares the student's answer with that answer,
// as sets, and puts the engine's facts into plain words. It never decides what a rule picks.

/** What the student is asked, by the engine's kind of question. */
export const PROMPTS = Object.freeze({
  choose: (q) => `Level ${q.level}: which item will the search choose to branch on?`,
  deadEnd: (q) => `Level ${q.level}: the search is about to back up. Which item has no options left?`,
  cover: (q, name) => `The search covers ${name(q.item)}. Which options leave the other items’ lists?`,
  solution: () => 'Every primary item is covered. Which options form the solution?',
});

/** The step of Algorithm X each kind of question stops before. */
export const QUESTION_STEPS = Object.freeze({ choose: 'X3', deadEnd: 'X3', cover: 'X4', solution: 'X2' });

/** Whether the student picks one item (true) or a set of options (false). */
export function picksItem(question) {
  return question.kind === 'choose' || question.kind === 'deadEnd';
}

/** The truth a set answer is compared with. */
function truthSet(question) {
  return question.kind === 'cover' ? question.leaving : question.options;
}

/** What the engine's answer is, as the items or options to mark once the question is settled. */
export function truthOf(question) {
  switch (question.kind) {
    case 'choose':
      return [question.item];
    case 'deadEnd':
      return question.empty;
    default:
      return truthSet(question);
  }
}

/** `{ missed, extra }`: what `truth` has and `picked` lacks, and the other way round. */
export function compareSets(picked, truth) {
  const p = new Set(picked);
  const t = new Set(truth);
  return { missed: [...t].filter((x) => !p.has(x)), extra: [...p].filter((x) => !t.has(x)) };
}

/**
 * Whether `answer` (an item number, or an array of option numbers) is right for the engine's
 * `question`: `{ right, missed, extra }` (missed and extra for set answers).
 */
export function grade(question, answer) {
  switch (question.kind) {
    case 'choose':
      return { right: answer === question.item, missed: [], extra: [] };
    case 'deadEnd':
      return { right: question.empty.includes(answer), missed: [], extra: [] };
    case 'cover':
    case 'solution': {
      const { missed, extra } = compareSets(answer, truthSet(question));
      return { right: missed.length === 0 && extra.length === 0, missed, extra };
    }
    default:
      throw new Error(`unknown question kind ${question.kind}`);
  }
}

function count(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** "A", "A and B", "A, B and C". */
export function listWords(words) {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The feedback on `answer`, in plain words from the engine's facts: `{ right, text }`. A cover
 * question carries `own`: the options in the covered item's own column (the engine's), which
 * the search tries next.
 * `names`: `{ item(k), option(o) }` give the names shown on the page; `rule`: 'mrv' or
 * 'first', the branching rule the search was started with (for its name only).
 */
export function explain(question, answer, { item, option }, rule = 'mrv') {
  const result = grade(question, answer);
  const options = (list) => listWords(list.map((o) => `“${option(o)}”`));
  const lenOf = (k) => question.lens?.find((l) => l.item === k)?.len;
  const left = (n) => (n === 0 ? 'no options left' : `${count(n, 'option')} left`);
  let text;
  switch (question.kind) {
    case 'choose': {
      const chosen = item(question.item);
      if (result.right) {
        text = rule === 'first'
          ? `Right: ${chosen} is the first item still to cover.`
          : `Right: ${chosen}, with ${left(question.len)}, the fewest.`;
      } else if (rule === 'first') {
        text = `The first-item rule chooses ${chosen}: it is the first item still to cover, and your choice ${item(answer)} comes after it.`;
      } else {
        const mine = lenOf(answer);
        text = mine === question.len
          ? `MRV chooses ${chosen}: it has ${left(question.len)}, as many as your choice ${item(answer)}, and on a tie MRV takes the item that comes first.`
          : `MRV chooses ${chosen}: it has ${left(question.len)}, your choice ${item(answer)} has ${mine}.`;
      }
      break;
    }
    case 'deadEnd': {
      const empty = question.empty.map(item);
      const none = empty.length === 1 ? `${empty[0]} has no options left` : `${listWords(empty)} have no options left`;
      text = result.right
        ? `Right: ${item(answer)} has no options left. No option can cover it any more, so the search backs up from level ${question.level}.`
        : `${none}: no option can cover ${empty.length === 1 ? 'it' : 'them'} any more, so the search backs up from level ${question.level}. Your choice ${item(answer)} has ${left(lenOf(answer))}.`;
      break;
    }
    case 'cover': {
      const covered = item(question.item);
      const all = question.leaving.length === 0
        ? `Covering ${covered} takes no option out of the other lists.`
        : `Covering ${covered} takes ${count(question.leaving.length, 'option')} out of the other items’ lists: ${options(question.leaving)}.`;
      const parts = [result.right ? `Right. ${all}` : all];
      if (result.missed.length) parts.push(`You left out ${options(result.missed)}.`);
      // An option of the covered item itself that leaves no list has no other item: it is
      // what the search tries next, not something the cover takes out.
      const own = new Set(question.own ?? []);
      const mine = result.extra.filter((o) => own.has(o));
      const others = result.extra.filter((o) => !own.has(o));
      if (mine.length) parts.push(ownWords(mine, own.size, covered, options));
      if (others.length) parts.push(`${options(others)} ${others.length === 1 ? 'stays' : 'stay'}: covering ${covered} does not touch ${others.length === 1 ? 'it' : 'them'}.`);
      text = parts.join(' ');
      break;
    }
    case 'solution': {
      const all = `The solution is ${options(question.options)}.`;
      const parts = [result.right ? `Right. ${all}` : all];
      if (result.missed.length) parts.push(`You left out ${options(result.missed)}.`);
      if (result.extra.length) parts.push(`${options(result.extra)} ${result.extra.length === 1 ? 'is' : 'are'} not in it.`);
      text = parts.join(' ');
      break;
    }
    default:
      throw new Error(`unknown question kind ${question.kind}`);
  }
  return { right: result.right, text };
}

/**
 * Why options of the covered item itself (`picked`, with no other item) do not leave: the search
 * tries them next. `count`: how many options the item has in all.
 */
function ownWords(picked, count, covered, options) {
  if (count === 1) {
    return `${options(picked)} is ${covered}’s only option: the search tries it next, and covering ${covered} hides nothing else.`;
  }
  return picked.length === 1
    ? `${options(picked)} is one of ${covered}’s own options, with no other item: it stays in ${covered}’s list for the search to try, and covering ${covered} hides none of its nodes.`
    : `${options(picked)} are ${covered}’s own options, with no other item: they stay in ${covered}’s list for the search to try, and covering ${covered} hides none of their nodes.`;
}

/** What the engine does, said when the student skips: `{ text }`. */
export function reveal(question, { item, option }) {
  const options = (list) => listWords(list.map((o) => `“${option(o)}”`));
  switch (question.kind) {
    case 'choose':
      return `Skipped. The search chooses ${item(question.item)}.`;
    case 'deadEnd':
      return `Skipped. ${listWords(question.empty.map(item))} ${question.empty.length === 1 ? 'has' : 'have'} no options left.`;
    case 'cover':
      return `Skipped. Covering ${item(question.item)} takes out ${question.leaving.length ? options(question.leaving) : 'no option'}.`;
    case 'solution':
      return `Skipped. The solution is ${options(question.options)}.`;
    default:
      throw new Error(`unknown question kind ${question.kind}`);
  }
}

/** "7 of 9 right" (or '' before the first answer). */
export function scoreWords({ right, asked }) {
  return asked === 0 ? '' : `${right} of ${asked} right`;
}
