// Offline install under Node: the service worker API stood in for and the page's DOM
// helpers faked, so what the status line says can be read back. A registration that
// settles with nothing, or an update found with no worker installing, is said or
// passed over: startOffline never throws on them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWith } from "./session_load.mjs";

// The nodes the page would hold, by selector, in globalThis.fakeNodes.
const DOM = `
export const $ = (selector) => globalThis.fakeNodes[selector] || null;
export const el = (tag, props, ...children) => ({ tag, props, children });
export function setText(node, text) { node.text = text; }
`;

// A browser whose serviceWorker.register settles with ``registered``; the page's nodes.
function browser(registered, { controller = null } = {}) {
  const serviceWorker = {
    controller,
    ready: Promise.resolve(registered),
    register: async () => registered,
    addEventListener: () => {},
  };
  Object.defineProperty(globalThis, "navigator", { value: { serviceWorker, onLine: true }, configurable: true });
  globalThis.window = { addEventListener: () => {}, location: { reload: () => {} } };
  globalThis.sessionStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  globalThis.fakeNodes = {
    "#offline-status": { dataset: {} },
    "#update-bar": { hidden: true, replaceChildren(...nodes) { this.children = nodes; } },
  };
  return globalThis.fakeNodes;
}

// A new copy of the module each time (it keeps its registration at module level).
let copies = 0;
const fresh = () => loadWith("web/offline.js", { "web/views/dom.js": `${DOM}// copy ${copies++}\n` });

test("a registration that settles with nothing is said, not thrown", async () => {
  const nodes = browser(undefined);
  const { startOffline } = await fresh();
  await startOffline();
  const status = nodes["#offline-status"];
  const result = [status.dataset.state, status.text];
  const expected = ["failed", "Offline use could not be set up: the browser registered no service worker"];
  assert.deepEqual(result, expected);
});

test("an update found with no worker installing is passed over", async () => {
  let found = null;
  const registration = {
    waiting: null, installing: null, active: null,
    addEventListener: (kind, fn) => { if (kind === "updatefound") found = fn; },
  };
  const nodes = browser(registration, { controller: { postMessage: () => {} } });
  const { startOffline } = await fresh();
  await startOffline();
  assert.doesNotThrow(() => found());
  assert.equal(nodes["#update-bar"].hidden, true);
});

test("a waiting worker with a page in control offers the reload", async () => {
  const registration = { waiting: { postMessage: () => {} }, installing: null, active: null, addEventListener: () => {} };
  const nodes = browser(registration, { controller: { postMessage: () => {} } });
  const { startOffline } = await fresh();
  await startOffline();
  assert.equal(nodes["#update-bar"].hidden, false);
});

test("a page without the update bar is left alone when a worker waits", async () => {
  const registration = { waiting: { postMessage: () => {} }, installing: null, active: null, addEventListener: () => {} };
  const nodes = browser(registration, { controller: { postMessage: () => {} } });
  delete nodes["#update-bar"];
  const { startOffline } = await fresh();
  await assert.doesNotReject(startOffline());
});
