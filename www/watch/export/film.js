// A range of steps as a film: WebM (each frame encoded by WebCodecs with its own timestamp and
// put in a WebM file by webm-muxer; MediaRecorder over canvas.captureStream where the browser
// has no VideoEncoder) or an animated GIF (gifenc), each frame the matrix with a caption under it (export/caption.js: the step and
// what the search did, in the narration's words). The player moves the search, one step per frame, through its own API (seek):
// nothing here steps the trace behind its back. After each seek the views have drawn the new
// step, and the matrix's canvas is copied into the film's frame. Between frames the page gets
// the event loop back (a seek takes an animation frame, a WebM frame waits its duration), so it
// stays responsive and Cancel is heard; at the end, or on Cancel, the player goes back to the
// step it was at.
//
//   const film = await renderFilm({ player, view, from, to, format: 'webm' | 'gif', fps, signal,
//                                   caption() -> text, onProgress(done, total) })
//   -> { blob, frames, width, height } or null when cancelled

import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { ArrayBufferTarget, Muxer } from 'webm-muxer';
import { captionHeight, paintCaption } from './caption.js';

/** A GIF wider than this is scaled down (a GIF has no compression across frames: keep it small). */
const GIF_MAX_WIDTH = 800;

/** Why a film stopped before its end, for the page to say. */
export class FilmStopped extends Error {}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The WebM type this browser records, or null. */
export function webmType() {
  if (typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined') return 'video/webm;codecs=vp8';
  if (typeof MediaRecorder === 'undefined') return null;
  return ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

/**
 * The film's frame: the source's size scaled to fit `maxWidth`, with a band for the caption
 * under it (`band` true), even sides (video codecs want them). Returns the canvas and the
 * height the matrix takes in it.
 */
function frameCanvas(source, maxWidth, band) {
  const k = Math.min(1, maxWidth / source.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(2, 2 * Math.round((source.width * k) / 2));
  const matrix = Math.max(1, Math.round(source.height * k));
  canvas.height = Math.max(2, 2 * Math.round((matrix + (band ? captionHeight(canvas.width) : 0)) / 2));
  return { canvas, matrix };
}

/**
 * WebM through WebCodecs: every frame is encoded with its own timestamp (n frames of 1/fps s),
 * and `finish` waits for the encoder to flush every frame. However slow the machine, or however
 * long a seek takes, the film holds every frame at its time.
 */
class CodecWriter {
  constructor(canvas, fps) {
    this.canvas = canvas;
    this.frameUs = Math.round(1e6 / fps);
    this.count = 0;
    this.failure = null;
    this.muxer = new Muxer({
      target: new ArrayBufferTarget(),
      video: { codec: 'V_VP8', width: canvas.width, height: canvas.height, frameRate: fps },
    });
    this.encoder = new VideoEncoder({
      output: (chunk, meta) => this.muxer.addVideoChunk(chunk, meta),
      error: (e) => {
        this.failure = e;
      },
    });
    this.encoder.configure({ codec: 'vp8', width: canvas.width, height: canvas.height, bitrate: 4_000_000, framerate: fps });
  }

  /** The frame on the canvas now, shown for one frame's time. */
  async add() {
    if (this.failure) throw new FilmStopped(`the video encoder failed: ${this.failure.message}`);
    const frame = new VideoFrame(this.canvas, { timestamp: this.count * this.frameUs, duration: this.frameUs });
    // A key frame now and then, so that a player can seek in a long film.
    this.encoder.encode(frame, { keyFrame: this.count % 60 === 0 });
    frame.close();
    this.count += 1;
    // Hand the event loop back, and keep the encoder's queue short.
    while (this.encoder.encodeQueueSize > 4) await sleep(5);
    await sleep(0);
  }

  async finish(keep) {
    try {
      if (keep && this.encoder.state === 'configured') await this.encoder.flush();
    } finally {
      if (this.encoder.state !== 'closed') this.encoder.close();
    }
    if (!keep) return null;
    if (this.failure) throw new FilmStopped(`the video encoder failed: ${this.failure.message}`);
    this.muxer.finalize();
    return new Blob([this.muxer.target.buffer], { type: 'video/webm' });
  }
}

/** WebM through MediaRecorder, for a browser without WebCodecs: frames paced on the real clock. */
class RecorderWriter {
  constructor(canvas, fps) {
    const type = webmType();
    if (!type) throw new FilmStopped('this browser cannot record WebM video: try the GIF');
    this.frameMs = 1000 / fps;
    this.due = 0;
    this.stream = canvas.captureStream(0);
    this.track = this.stream.getVideoTracks()[0];
    this.chunks = [];
    this.recorder = new MediaRecorder(this.stream, { mimeType: type, videoBitsPerSecond: 4_000_000 });
    this.recorder.ondataavailable = (e) => {
      if (e.data.size) this.chunks.push(e.data);
    };
    this.recorder.start();
  }

  /**
   * The frame on the canvas now, shown for one frame's time. The recorder stamps frames with the
   * real clock, so frames are paced on it: the time a seek took counts toward the frame's.
   */
  async add() {
    this.track.requestFrame();
    const now = performance.now();
    this.due = (this.due || now) + this.frameMs;
    await sleep(Math.max(0, this.due - now));
  }

  async finish(keep) {
    const stopped = new Promise((resolve) => {
      this.recorder.onstop = resolve;
    });
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    await stopped;
    this.track.stop();
    return keep ? new Blob(this.chunks, { type: 'video/webm' }) : null;
  }
}

class GifWriter {
  constructor(canvas, fps) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d', { willReadFrequently: true });
    this.delay = Math.round(1000 / fps);
    this.gif = GIFEncoder();
    this.previous = null;
  }

  /**
   * The frame on the canvas now, with a palette of its own (the matrix's few colors and their
   * edges fit in 255). A step changes a few columns: every pixel the same as in the frame before
   * is left transparent over it, so the frame is mostly one long run, which GIF's LZW packs to
   * almost nothing (a film of the matrix is several times smaller than one of whole frames).
   */
  async add() {
    const { width, height } = this.canvas;
    const { data } = this.ctx.getImageData(0, 0, width, height);
    const palette = quantize(data, 255);
    const index = applyPalette(data, palette);
    const clear = palette.length;
    const prev = this.previous;
    if (prev) {
      const same = new Uint32Array(data.buffer, data.byteOffset, width * height);
      const before = new Uint32Array(prev.buffer, prev.byteOffset, width * height);
      for (let i = 0; i < index.length; i += 1) if (same[i] === before[i]) index[i] = clear;
    }
    palette.push([0, 0, 0]);
    this.gif.writeFrame(index, width, height, { palette, delay: this.delay, transparent: prev !== null, transparentIndex: clear, dispose: 1 });
    this.previous = data;
    await sleep(0);
  }

  async finish(keep) {
    if (!keep) return null;
    this.gif.finish();
    return new Blob([this.gif.bytes()], { type: 'image/gif' });
  }
}

/**
 * Renders steps `from`..`to` of the player's search as a film of the matrix view's canvas.
 * The player ends at the step it was at. Resolves null when `signal` aborts; throws
 * FilmStopped when something else stops it (the player moved by a key). `current()` says
 * whether the player still belongs to the page (a new problem tears it down: then it is left
 * alone).
 */
export async function renderFilm({ player, view, from, to, format, fps = 4, signal, current = () => true, caption = null, onProgress = () => {} }) {
  const home = player.position;
  const { canvas, matrix } = frameCanvas(view.canvas, format === 'gif' ? GIF_MAX_WIDTH : Infinity, caption !== null);
  const family = getComputedStyle(view.canvas).fontFamily || 'sans-serif';
  const ctx = canvas.getContext('2d', format === 'gif' ? { willReadFrequently: true } : undefined);
  const writer = format === 'gif' ? new GifWriter(canvas, fps) : typeof VideoEncoder !== 'undefined' ? new CodecWriter(canvas, fps) : new RecorderWriter(canvas, fps);
  const total = to - from + 1;
  let done = 0;
  let ok = false;
  let blob = null;
  try {
    for (let step = from; step <= to; step += 1) {
      if (signal?.aborted) break;
      const reason = await player.seek(step);
      if (signal?.aborted) break;
      if (!current()) throw new FilmStopped('another problem was loaded');
      if (reason === 'interrupted') throw new FilmStopped('the player was moved while the film was being made');
      // The search ended before the range did: the film ends with it.
      if (player.position !== step) break;
      ctx.drawImage(view.canvas, 0, 0, canvas.width, matrix);
      if (caption) paintCaption(ctx, caption(), { top: matrix, width: canvas.width, height: canvas.height - matrix, family });
      await writer.add();
      done += 1;
      onProgress(done, total);
    }
    ok = !signal?.aborted && done > 0;
    // The last step stays on screen for a frame's time before the video ends.
    if (ok && format !== 'gif') await writer.add();
  } finally {
    blob = await writer.finish(ok);
    // Back where the student was.
    if (current() && player.position !== home) await player.seek(home);
  }
  return ok ? { blob, frames: done, width: canvas.width, height: canvas.height, matrixHeight: matrix } : null;
}
