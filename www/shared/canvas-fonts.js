// Canvas text is drawn in whatever face is loaded at that moment, and unlike the page's text a
// canvas is not drawn again by the browser when a face arrives: a picture drawn before the
// project's fonts (fonts.css) were in would keep a system font's glyphs. So the views that draw
// text on a canvas ask for the faces they use and draw again once they are in.
//
//   const stop = onCanvasFonts(() => view.redraw())   calls back once the faces are loaded
//                                                      (at once if they already are), and
//                                                      again whenever a later face arrives
//   canvasFontsLoaded()                                whether they are in: a picture drawn
//                                                      before that is not the final one

// The faces the canvases draw with (matrix/style.js FONT: weights 400, 600 and 700, italic).
const FACES = ['400 16px "Atkinson Hyperlegible"', '700 16px "Atkinson Hyperlegible"', 'italic 400 16px "Atkinson Hyperlegible"'];

let loading = null;
let loaded = false;

function load() {
  const fonts = globalThis.document?.fonts;
  if (!fonts) {
    loaded = true;
    return Promise.resolve();
  }
  loading ??= Promise.all(FACES.map((face) => fonts.load(face)))
    // A face that cannot load (offline with a cold cache) leaves the fallback for good:
    // the pictures are final as they are.
    .catch(() => {})
    .then(() => {
      loaded = true;
    });
  return loading;
}

export function canvasFontsLoaded() {
  return loaded;
}

export function onCanvasFonts(redraw) {
  let live = true;
  load().then(() => {
    if (live) redraw();
  });
  const fonts = globalThis.document?.fonts;
  const again = () => {
    if (live && loaded) redraw();
  };
  fonts?.addEventListener('loadingdone', again);
  return () => {
    live = false;
    fonts?.removeEventListener('loadingdone', again);
  };
}
