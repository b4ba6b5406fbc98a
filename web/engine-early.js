// A classic script, the page's first: it starts the engine worker before any of the
// page's modules is fetched (Python's start-up is the long pole of opening the app),
// and keeps what the worker says until web/engine.js takes the worker over, once
// (Engine.start). Nothing is lost meanwhile: every event is kept and handed over in order.
(() => {
  const url = new URL("./engine-worker.js", document.currentScript.src).href;
  let worker;
  try {
    worker = new Worker(url, { type: "module" });
  } catch {
    return; // engine.js starts the worker itself, and says what fails
  }
  const KINDS = ["message", "error", "messageerror"];
  const heard = [];
  const keep = (event) => heard.push(event);
  for (const kind of KINDS) worker.addEventListener(kind, keep);
  window.aftermathEarlyEngine = {
    url,
    take() {
      delete window.aftermathEarlyEngine;
      for (const kind of KINDS) worker.removeEventListener(kind, keep);
      return { worker, heard };
    },
  };
})();
