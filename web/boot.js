// Starts the engine worker as soon as this small module is in, before the screens'
// modules have loaded: Python's start-up is the long pole of opening the app.
import { Engine } from "./engine.js";

export const engine = new Engine();
export const booting = engine.start();
booting.catch(() => {}); // the page reads engine.failure and shows the error screen
