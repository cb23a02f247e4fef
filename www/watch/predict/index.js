// predict/: Predict mode. The player is held before each question the engine marks; the
// student's answer is compared with the engine's and put into words (grade.js). Other folders
// import from this file only.
export { PredictMode } from './predict.js';
