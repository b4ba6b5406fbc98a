// Offline install: register the service worker the build generated, say in text whether
// the app is stored for offline use, and offer a reload when a new version is waiting.
import { $, el, setText } from "./views/dom.js";
import { words } from "./i18n/words.js";

let registration = null;

function indicator(text, state) {
  const node = $("#offline-status");
  if (!node) return;
  node.dataset.state = state;
  setText(node, text);
}

function askStatus() {
  const sw = navigator.serviceWorker.controller || (registration && registration.active);
  if (sw) sw.postMessage("status");
}

function offerUpdate(worker) {
  const bar = $("#update-bar");
  if (!bar) return;
  bar.replaceChildren(
    el("span", {}, words("app-update-ready")),
    el("button", {
      type: "button", class: "primary", "data-action": "reload-update", "data-offline": "",
      onclick: () => {
        sessionStorage.setItem("aftermath.updating", "1");
        worker.postMessage("skip-waiting");
      },
    }, words("app-update-reload")));
  bar.hidden = false;
}

export async function startOffline() {
  if (!("serviceWorker" in navigator)) {
    indicator(words("app-offline-unsupported"), "unsupported");
    return;
  }
  window.addEventListener("online", askStatus);
  window.addEventListener("offline", () => indicator(words("app-offline-working"), "offline"));
  navigator.serviceWorker.addEventListener("message", (event) => {
    const status = event.data;
    if (!status || status.kind !== "sw-status") return;
    if (status.cached >= status.total) {
      indicator(navigator.onLine ? words("app-offline-ready") : words("app-offline-working"), "ready");
      document.body.dataset.offlineReady = status.cache;
    } else {
      indicator(words("app-offline-saving-count", { cached: status.cached, total: status.total }), "saving");
      setTimeout(askStatus, 1000);
    }
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (sessionStorage.getItem("aftermath.updating")) {
      sessionStorage.removeItem("aftermath.updating");
      window.location.reload();
    } else {
      askStatus();
    }
  });
  try {
    indicator(words("app-offline-saving"), "saving");
    registration = await navigator.serviceWorker.register("./sw.js");
  } catch (err) {
    indicator(words("app-offline-failed", { reason: err && err.message ? err.message : String(err) }), "failed");
    return;
  }
  // A browser (or a privacy mode, or an extension standing in for the API) may settle
  // the registration with nothing: said, as any other failure, rather than thrown.
  if (!registration) {
    indicator(words("app-offline-no-worker"), "failed");
    return;
  }
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener("updatefound", () => {
    // Only a worker being installed is followed; none, and there is nothing to offer.
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
      if (worker.state === "activated") askStatus();
    });
  });
  await navigator.serviceWorker.ready;
  askStatus();
}
