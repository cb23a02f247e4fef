// What the matrix view does with its toolbar's clicks and with the wheel, pointers and keys on
// its canvas: zoom, pan, fit, the current item, live only, and hovering or tapping a node. All
// of it goes through the view's methods, which redraw.

/**
 * Wires the controls of MatrixView `owner` (www/watch/matrix/matrix.js); `on(target, type, fn, opts)`
 * adds a listener the view removes when destroyed.
 */
export function bindMatrixInput(owner, on) {
  const { buttons, canvas } = owner;
  // Pointers held down on the canvas (by id): where each is and whether it has dragged.
  const pointers = new Map();
  let pinch = null;

  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const pinchState = () => {
    const [a, b] = [...pointers.values()];
    return { d: Math.hypot(a.x - b.x, a.y - b.y) || 1, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  };

  const hoverAt = (x, y) => owner.hover(owner.nodeAt(x, y));

  /**
   * The wheel scrolls a matrix taller than the canvas (with Shift, sideways), and zooms
   * otherwise; with Ctrl (a trackpad's pinch too) it always zooms.
   */
  const wheel = (e) => {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    const r = canvas.getBoundingClientRect();
    const taller = owner.geometry.height * owner.view.s > owner.stageSize().h;
    if (taller && !e.ctrlKey && !e.metaKey) {
      const d = (e.deltaY || e.deltaX) * unit;
      if (e.shiftKey) owner.panBy(-d, 0);
      else owner.panBy(-e.deltaX * unit, -e.deltaY * unit);
      return;
    }
    owner.zoomBy(Math.exp(-e.deltaY * unit * 0.0018), e.clientX - r.left, e.clientY - r.top);
  };

  const pointerDown = (e) => {
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // No capture for a pointer the browser no longer tracks; dragging still works inside.
    }
    const p = local(e);
    pointers.set(e.pointerId, { ...p, x0: p.x, y0: p.y, moved: false });
    pinch = pointers.size === 2 ? pinchState() : null;
  };

  const pointerMove = (e) => {
    const p = local(e);
    const held = pointers.get(e.pointerId);
    if (!held) {
      if (e.pointerType === 'mouse') hoverAt(p.x, p.y);
      return;
    }
    const dx = p.x - held.x;
    const dy = p.y - held.y;
    held.x = p.x;
    held.y = p.y;
    if (Math.hypot(p.x - held.x0, p.y - held.y0) > 4) held.moved = true;
    if (pointers.size >= 2 && pinch) {
      const now = pinchState();
      owner.camera.scaleAbout(owner.geometry, now.d / pinch.d, pinch.mx, pinch.my, now.mx, now.my);
      pinch = now;
      owner.request();
    } else if (held.moved) {
      canvas.classList.add('mx-dragging');
      owner.panBy(dx, dy);
    }
  };

  const pointerUp = (e, cancelled = false) => {
    const held = pointers.get(e.pointerId);
    pointers.delete(e.pointerId);
    pinch = pointers.size === 2 ? pinchState() : null;
    canvas.classList.remove('mx-dragging');
    if (!held || cancelled) return;
    // A tap (no drag) shows the node under the finger, or clears the readout on empty space.
    if (!held.moved) hoverAt(held.x, held.y);
  };

  const key = (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const step = 60;
    const actions = {
      '+': () => owner.zoomBy(1.5),
      '=': () => owner.zoomBy(1.5),
      '-': () => owner.zoomBy(1 / 1.5),
      _: () => owner.zoomBy(1 / 1.5),
      0: () => owner.fit(),
      c: () => owner.zoomToCurrent(),
      l: () => owner.setLiveOnly(!owner.liveOnly),
      // Panning takes Shift: `s` alone toggles the stop at solutions, wherever the focus is.
      W: () => owner.panBy(0, step),
      S: () => owner.panBy(0, -step),
      A: () => owner.panBy(step, 0),
      D: () => owner.panBy(-step, 0),
      Escape: () => owner.hover(-1),
    };
    const pan = e.shiftKey && /^[wasd]$/i.test(e.key);
    const act = actions[pan ? e.key.toUpperCase() : e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (!act) return;
    // Ours while the matrix has the focus (the page's +/- zoom it from elsewhere too).
    e.preventDefault();
    act();
  };

  on(buttons.out, 'click', () => owner.zoomBy(1 / 1.5));
  on(buttons.in, 'click', () => owner.zoomBy(1.5));
  on(buttons.fit, 'click', () => owner.fit());
  on(buttons.current, 'click', () => owner.zoomToCurrent());
  on(buttons.live, 'click', () => owner.setLiveOnly(!owner.liveOnly));
  on(canvas, 'wheel', wheel, { passive: false });
  on(canvas, 'pointerdown', pointerDown);
  on(canvas, 'pointermove', pointerMove);
  on(canvas, 'pointerup', (e) => pointerUp(e));
  on(canvas, 'pointercancel', (e) => pointerUp(e, true));
  on(canvas, 'pointerleave', (e) => {
    if (e.pointerType === 'mouse' && pointers.size === 0) owner.hover(-1);
  });
  on(canvas, 'keydown', key);
}
