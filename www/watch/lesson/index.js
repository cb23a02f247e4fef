// lesson/: lessons in the visualizer. The format's parser (parse.js), the moments found by stepping
// the engine (moment.js), a slide's text as DOM nodes (text.js), the shipped lessons (builtin.js)
// and `Lessons` (lesson.js), the menu and the slide bar. Other folders import from this file only.
export { Lessons } from './lesson.js';
