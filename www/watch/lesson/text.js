// A slide's text as DOM nodes, built from the pieces the parser made (www/watch/lesson/parse.js):
// paragraphs of text, emphasis, code and Knuth's subscripted variables, each through
// textContent, so nothing a lesson says is ever read as HTML. Counts ({mrv nodes}) are filled
// from the engine by the caller's `count(rule, name)`.

/** The paragraphs as <p> elements; `count(rule, name)` gives a count's words (or null: not yet). */
export function renderParagraphs(doc, paragraphs, count = () => null) {
  return paragraphs.map((pieces) => {
    const p = doc.createElement('p');
    p.append(...pieces.map((piece) => renderPiece(doc, piece, count)));
    return p;
  });
}

function renderPiece(doc, piece, count) {
  switch (piece.type) {
    case 'text':
      return doc.createTextNode(piece.text);
    case 'code': {
      const code = doc.createElement('code');
      code.textContent = piece.text;
      return code;
    }
    case 'em': {
      const em = doc.createElement('em');
      em.append(...piece.pieces.map((p) => renderPiece(doc, p, count)));
      return em;
    }
    case 'var': {
      const span = doc.createElement('span');
      span.className = 'lesson-var';
      const v = doc.createElement('var');
      v.textContent = piece.name;
      const sub = doc.createElement('sub');
      const s = doc.createElement('var');
      s.textContent = piece.sub;
      sub.append(s);
      span.append(v, sub);
      return span;
    }
    case 'count': {
      const strong = doc.createElement('strong');
      strong.className = 'lesson-count';
      strong.dataset.count = `${piece.rule} ${piece.count}`;
      strong.textContent = count(piece.rule, piece.count) ?? '…';
      return strong;
    }
    default:
      throw new Error(`unknown piece ${piece.type}`);
  }
}

/** The plain words of a slide's text (counts as given), for a title attribute or a test. */
export function plainText(paragraphs, count = () => null) {
  const words = (pieces) =>
    pieces
      .map((p) => {
        if (p.type === 'em') return words(p.pieces);
        if (p.type === 'var') return `${p.name}_${p.sub}`;
        if (p.type === 'count') return count(p.rule, p.count) ?? '…';
        return p.text;
      })
      .join('');
  return paragraphs.map(words).join('\n\n');
}
