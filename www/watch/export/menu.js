// The Export menu of the watch page's toolbar: the step shown as a picture (the matrix, the
// search tree or the puzzle board, PNG or SVG) and a range of steps as a film (WebM or GIF),
// with a progress bar and Cancel while a film is made. It builds its panel inside the page's
// <details id="export-menu">, asks the page for the player and the views, and saves through
// www/shared/download.js. The pictures are drawn by the views (export/picture.js); the films
// move the player through its API (export/film.js).
//
//   new ExportMenu(details, { player: () => page.player, view: (name) => ..., slug: () => 'queens-8' })

import { downloadBlob } from '../../shared/download.js';
import { formatCount } from '../../shared/numbers.js';
import { boardPicture, matrixPicture, treePicture } from './picture.js';
import { checkRange, defaultRange, pictureFileName, rangeFileName } from './names.js';
import { FilmStopped, renderFilm, webmType } from './film.js';
import { filmCaption } from './caption.js';

const PICTURES = [
  { what: 'matrix', label: 'Matrix', draw: matrixPicture },
  { what: 'tree', label: 'Tree', draw: treePicture },
  { what: 'board', label: 'Board', draw: boardPicture },
];

const TITLES = { matrix: 'The dancing-links matrix', tree: 'The search tree', board: 'The puzzle' };

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function sizeText(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export class ExportMenu {
  /**
   * @param details  the <details> of the toolbar (its <summary> says Export)
   * @param player   () => the page's Player (or null)
   * @param view     (name) => the page's view: 'matrix', 'tree' or 'puzzle'
   * @param slug     () => the problem's short name for file names
   * @param rule     () => the branching rule ('mrv' or 'first'), for a film's captions
   */
  constructor(details, { player, view, slug, rule = () => 'mrv' }) {
    this.details = details;
    this.rule = rule;
    this.player = player;
    this.view = view;
    this.slug = slug;
    this.controller = null;
    this.#build();
    details.addEventListener('toggle', () => {
      if (details.open && !this.controller) this.#prefill();
    });
    // While a film is made the menu stays open: its progress bar and Cancel are in it.
    details.querySelector('summary').addEventListener('click', (e) => {
      if (this.controller) e.preventDefault();
    });
    // `e` opens it from anywhere on the page but a field (whose keys are its own), and Escape
    // closes it. The player's keys (www/watch/player/controls.js) leave `e` alone.
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'e' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target;
      if (target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"], dialog[open]')) return;
      // Not while presenting, where the toolbar is hidden.
      if (details.hidden || (details.checkVisibility && !details.checkVisibility())) return;
      e.preventDefault();
      details.open = !details.open || Boolean(this.controller);
      if (details.open) (this.controller ? this.cancel : this.buttons[0]).focus();
      else details.querySelector('summary').focus();
    });
    // A click elsewhere closes it, as a menu does.
    document.addEventListener('pointerdown', (e) => {
      if (details.open && !this.controller && !details.contains(e.target)) details.open = false;
    });
    details.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && details.open && !this.controller) {
        details.open = false;
        details.querySelector('summary').focus();
      }
    });
  }

  #build() {
    const panel = el('div', { class: 'export-panel', role: 'group', 'aria-label': 'Export this step or a range of steps' });
    // Pictures of the step shown.
    const pictures = el('fieldset', { class: 'export-pictures' }, el('legend', { text: 'This step as a picture' }));
    const grid = el('div', { class: 'export-grid' });
    this.buttons = [];
    for (const { what, label } of PICTURES) {
      for (const format of ['png', 'svg']) {
        const button = el('button', {
          type: 'button',
          'data-export': `${what}-${format}`,
          title: `Save the ${what} of this step as ${format === 'png' ? 'a PNG picture' : 'an SVG drawing (vector, for slides)'}`,
          text: `${label} ${format.toUpperCase()}`,
        });
        button.addEventListener('click', () => this.#picture(what, format));
        grid.append(button);
        this.buttons.push(button);
      }
    }
    this.scale = el(
      'select',
      { id: 'export-scale' },
      el('option', { value: '1', text: '1x (as on screen)' }),
      el('option', { value: '2', text: '2x (print)' }),
      el('option', { value: '3', text: '3x' })
    );
    this.scale.value = '2';
    this.background = el(
      'select',
      { id: 'export-background' },
      el('option', { value: 'white', text: 'white' }),
      el('option', { value: 'page', text: "the page's" })
    );
    const options = el(
      'div',
      { class: 'export-options' },
      el('label', { for: 'export-scale', text: 'PNG scale' }),
      this.scale,
      el('label', { for: 'export-background', text: 'Background' }),
      this.background
    );
    pictures.append(grid, options);

    // A range of steps as a film.
    const film = el('fieldset', { class: 'export-film' }, el('legend', { text: 'Steps as a film (of the matrix)' }));
    this.from = el('input', { id: 'export-from', type: 'text', inputmode: 'numeric', size: '7', autocomplete: 'off' });
    this.to = el('input', { id: 'export-to', type: 'text', inputmode: 'numeric', size: '7', autocomplete: 'off', 'aria-label': 'To step' });
    this.fps = el('select', { id: 'export-fps' });
    for (const n of [1, 2, 4, 8, 15, 30]) this.fps.append(el('option', { value: String(n), text: String(n) }));
    this.fps.value = '4';
    const range = el(
      'div',
      { class: 'export-range' },
      el('div', {}, el('label', { for: 'export-from', text: 'From step' }), this.from, el('label', { for: 'export-to', text: 'to' }), this.to),
      el('div', {}, el('label', { for: 'export-fps', text: 'Steps a second' }), this.fps)
    );
    const filmButtons = el('div', { class: 'export-grid' });
    for (const [format, text, title] of [
      ['webm', 'Video (WebM)', 'Record the steps as a WebM video (takes as long as the video lasts)'],
      ['gif', 'GIF', 'Make the steps into an animated GIF'],
    ]) {
      const button = el('button', { type: 'button', 'data-export': format, title, text });
      button.addEventListener('click', () => this.#film(format));
      filmButtons.append(button);
      this.buttons.push(button);
    }
    this.progress = el('progress', { max: '1', value: '0', 'aria-label': 'Film progress' });
    this.progressText = el('span', { class: 'export-progress-text' });
    this.cancel = el('button', { type: 'button', class: 'export-cancel', text: 'Cancel' });
    this.cancel.addEventListener('click', () => this.controller?.abort());
    this.progressRow = el('div', { class: 'export-progress' }, this.progress, this.progressText, this.cancel);
    this.progressRow.hidden = true;
    film.append(range, filmButtons, this.progressRow);

    this.status = el('p', { class: 'export-status', role: 'status', 'aria-live': 'polite' });
    panel.append(pictures, film, this.status);
    this.details.append(panel);
    for (const input of [this.from, this.to]) input.addEventListener('input', () => input.removeAttribute('aria-invalid'));
  }

  #prefill() {
    const player = this.player();
    if (!player) return;
    const { from, to } = defaultRange(player.state);
    this.from.value = String(from);
    this.to.value = String(to);
    this.from.removeAttribute('aria-invalid');
    this.to.removeAttribute('aria-invalid');
  }

  #say(text, bad = false) {
    this.status.textContent = text;
    this.status.classList.toggle('bad', bad);
  }

  #backgroundColor() {
    return this.background.value === 'white' ? '#ffffff' : null;
  }

  async #picture(what, format) {
    const player = this.player();
    const view = this.view(what === 'board' ? 'puzzle' : what);
    if (!player || !view || this.controller) return;
    const { draw } = PICTURES.find((p) => p.what === what);
    const step = player.position;
    const name = pictureFileName(this.slug(), step, what, format);
    try {
      const picture = await draw(view, {
        format,
        scale: Number(this.scale.value),
        background: this.#backgroundColor(),
        title: `${TITLES[what]}, step ${step}`,
      });
      downloadBlob(picture.blob, name);
      const size = format === 'png' ? `${picture.width} x ${picture.height} pixels` : sizeText(picture.blob.size);
      this.#say(`Saved ${name} (${size}).`);
    } catch (e) {
      this.#say(`The ${what} could not be saved: ${e.message}.`, true);
    }
  }

  async #film(format) {
    const player = this.player();
    const view = this.view('matrix');
    if (!player || !view || this.controller) return;
    let range;
    try {
      range = checkRange(this.from.value, this.to.value, player.state);
    } catch (e) {
      const input = e.field === 'from' ? this.from : this.to;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      this.#say(`${capital(e.message)}.`, true);
      return;
    }
    if (format === 'webm' && !webmType()) {
      this.#say('This browser cannot record WebM video: make a GIF instead.', true);
      return;
    }
    const home = player.position;
    const name = rangeFileName(this.slug(), range.from, range.to, format);
    const controller = new AbortController();
    this.controller = controller;
    this.#busy(true);
    this.progress.max = range.frames;
    this.progress.value = 0;
    this.progressText.textContent = `Step ${range.from}: frame 0 of ${range.frames}`;
    this.#say(format === 'webm' ? 'Recording the video: it takes as long as it lasts.' : 'Making the GIF…');
    try {
      const film = await renderFilm({
        player,
        view,
        ...range,
        format,
        fps: Number(this.fps.value),
        signal: controller.signal,
        current: () => this.player() === player,
        caption: () => filmCaption(player.trace, this.rule()),
        onProgress: (done, total) => {
          this.progress.value = done;
          this.progressText.textContent = `Step ${range.from + done - 1}: frame ${done} of ${total}`;
        },
      });
      if (film) {
        downloadBlob(film.blob, name);
        this.#say(`Saved ${name} (${formatCount(film.frames)} frames, ${film.width} x ${film.height}, ${sizeText(film.blob.size)}); back at step ${home}.`);
      } else {
        this.#say(`Cancelled: nothing saved, back at step ${home}.`);
      }
    } catch (e) {
      const why = e instanceof FilmStopped ? e.message : `something went wrong (${e.message})`;
      this.#say(`The film was not saved: ${why}.`, true);
    } finally {
      this.controller = null;
      this.#busy(false);
    }
  }

  #busy(on) {
    for (const button of this.buttons) button.disabled = on;
    this.from.disabled = on;
    this.to.disabled = on;
    this.fps.disabled = on;
    this.progressRow.hidden = !on;
    this.details.classList.toggle('busy', on);
    if (on) this.cancel.focus();
  }

  /** Stops a film in progress (a new problem is coming). */
  stop() {
    this.controller?.abort();
  }
}
