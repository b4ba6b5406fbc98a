// The yardstick: a module worker that does nothing but loadPyodide() from the same files.
const worker = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });
worker.addEventListener("message", () => {
  document.body.dataset.readyMs = String(performance.now());
  document.getElementById("status").textContent = "ready";
});
