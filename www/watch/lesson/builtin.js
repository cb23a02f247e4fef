// The lessons the visualizer ships, as text files in www/lessons/ (the same format a teacher
// writes, parsed by the same parser), bundled by Vite. Their names are in links
// (watch.html#lesson=ten-slides&slide=3): never rename one.
import tenSlides from '../../lessons/ten-slides.lesson?raw';
import manyPuzzles from '../../lessons/many-puzzles.lesson?raw';

export const BUILT_IN = Object.freeze([
  { name: 'ten-slides', label: 'Dancing links in ten slides', text: tenSlides },
  { name: 'many-puzzles', label: 'One algorithm, many puzzles', text: manyPuzzles },
]);
