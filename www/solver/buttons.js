// The solver page's buttons: each says when it does nothing (aria-disabled, so that it keeps
// its place in the tab order and its name for a screen reader while a search runs).

/** Runs `action` on a click, unless the button says it is disabled. */
export function clickable(button, action) {
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    action();
  });
}
