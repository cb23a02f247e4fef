// export/: the Export menu (menu.js): pictures through the views' own painters (picture.js, dom.js,
// svg.js: PNG and SVG; the matrix's legend, legend.js), a range of steps as WebM or GIF (film.js,
// each frame captioned by caption.js), and the files' names (names.js).
// Other folders import from this file only.
export { ExportMenu } from './menu.js';
export { problemSlug } from './names.js';
