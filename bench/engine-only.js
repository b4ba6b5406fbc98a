// A diagnostic for the boot bench: Aftermath's engine worker started by a page that
// loads nothing else (no screens, no device database), to the same "ready" as the app
// (engine.version and engine.systems answered). Compared with the app's own start it
// shows what the page's own loading costs the engine.
import { Engine } from "./engine.js";

const engine = new Engine();
// For bench/first_use.py, which asks it requests as the page would.
window.engine = engine;
await engine.start();
await engine.request("engine.version");
await engine.request("engine.systems");
document.body.dataset.readyMs = String(Math.round(performance.now()));
document.body.dataset.bootTimings = JSON.stringify(engine.timings || {});
document.body.dataset.engineStart = engine.startedFrom || "";
document.getElementById("status").textContent = "ready";
