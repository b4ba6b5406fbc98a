// The camera as a QR code reader, in a sheet over the page: the browser's own
// BarcodeDetector where it has one, else jsQR (pinned, vendored into the site, loaded
// only the first time a scan starts). The sheet says in words what it has read; a
// Stop button ends the camera; the codes' text can be pasted instead.
import { el, setText } from "./dom.js";
import { Collector, HandoverError, partsIn } from "../link/handover.js";

export const JSQR_URL = "./vendor/jsqr/jsQR.js";
const EVERY_MS = 150; // a frame read this often: a few a second is enough for a held phone
const LOAD_MS = 15000;

let jsqrLoading = null;

// jsQR, loaded once (a classic script: it sets ``self.jsQR``).
export function loadJsQR() {
  if (globalThis.jsQR) return Promise.resolve(globalThis.jsQR);
  jsqrLoading = jsqrLoading || new Promise((resolve, reject) => {
    const script = el("script", { src: JSQR_URL });
    const timer = setTimeout(() => reject(new Error("the QR reader did not load")), LOAD_MS);
    script.onload = () => { clearTimeout(timer); globalThis.jsQR ? resolve(globalThis.jsQR) : reject(new Error("the QR reader did not start")); };
    script.onerror = () => { clearTimeout(timer); reject(new Error("the QR reader could not be loaded")); };
    document.head.append(script);
  }).catch((err) => { jsqrLoading = null; throw err; });
  return jsqrLoading;
}

// A reader of canvases: the browser's detector if it reads QR codes, else jsQR.
export async function qrReader() {
  const Detector = globalThis.BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch(() => [])).includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (canvas) => (await detector.detect(canvas)).map((c) => c.rawValue);
  }
  const jsQR = await loadJsQR();
  return async (canvas) => {
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const code = jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" });
    return code ? [code.data] : [];
  };
}

// ``kinds``: what may be scanned (handover.js KINDS' values); ``onRead({ kind, texts })``
// once every part is read (a rejected promise is said in the sheet, and scanning goes
// on). Resolves with the sheet, appended to the page.
export function openScanner({ title, kinds, onRead, onClose = () => {} }) {
  const collector = new Collector(kinds);
  const said = el("p", { role: "status", "aria-live": "polite", "data-scan-said": "" }, "Starting the camera…");
  const have = el("p", { "data-scan-have": "" }, "No part read yet.");
  const view = el("canvas", { class: "scan-view", width: 320, height: 240, role: "img", "aria-label": "What the camera sees" });
  const paste = el("textarea", { id: "scan-paste", rows: 3, maxlength: 20000, "data-scan-paste": "" });
  let camera = null;
  let done = false;
  const stop = () => { if (camera) camera.stop(); camera = null; };
  const close = () => { stop(); sheet.remove(); onClose(); };
  // What was read is said over the camera's own news (it may start after a paste).
  let spoken = false;
  const say = (words, fromCamera = false) => {
    if (fromCamera && spoken) return;
    spoken = spoken || !fromCamera;
    setText(said, words);
  };

  // One code's text: scanned or pasted; all parts read, it is handed on.
  const take = async (text) => {
    if (done) return;
    try {
      const { words, fresh } = await collector.add(text);
      if (!fresh && collector.of > 1 && !collector.complete) return; // held in view: said once
      say(words);
      setText(have, `Parts read: ${collector.have.join(", ")} of ${collector.of}.`);
      if (!collector.complete) return;
      const got = await collector.texts();
      done = true;
      stop();
      await onRead(got);
    } catch (err) {
      done = false;
      say(`${err instanceof HandoverError ? "Not read" : "Not taken"}: ${err.message}.`.replace(/\.\.$/, "."));
      if (collector.complete) collector.reset();
    }
  };
  const sheet = el("section", { class: "panel share-dialog two-phones scan-sheet", role: "dialog", "aria-label": title, "data-scan": "" },
    el("div", { class: "dialog-head" }, el("h2", {}, title),
      el("button", { type: "button", "data-offline": "", "data-action": "scan-stop", onclick: close }, "Stop")),
    said, have, view,
    el("label", { for: "scan-paste" }, "Or paste the text (one part a line) or the link"), paste,
    el("button", { type: "button", "data-action": "scan-paste", "data-offline": "", onclick: async () => {
      let parts;
      try {
        parts = partsIn(paste.value);
      } catch (err) {
        say(`Not read: ${err.message}.`);
        return;
      }
      if (!parts.length) say("Not read: there is no text to read.");
      for (const part of parts) await take(part);
    } }, "Read the pasted text"));
  document.body.append(sheet);
  startCamera(view, take, (words) => say(words, true)).then((c) => { if (sheet.isConnected && !done) camera = c; else if (c) c.stop(); });
  return sheet;
}

// The camera drawn into ``view`` and read a few times a second; null (said) if there
// is none or it was refused: pasting still works.
async function startCamera(view, take, say) {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    say("This browser gives no camera here: paste the text instead.");
    return null;
  }
  let stream;
  let read;
  try {
    read = await qrReader();
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (err) {
    say(`No camera (${err.message || err.name}): paste the text instead.`);
    return null;
  }
  const video = el("video", { muted: true, playsinline: true });
  video.srcObject = stream;
  await video.play().catch(() => {});
  say("Camera on: hold the other phone's code in view.");
  let busy = false;
  const ctx = view.getContext("2d", { willReadFrequently: true });
  const timer = setInterval(async () => {
    if (busy || !video.videoWidth) return;
    busy = true;
    try {
      view.width = video.videoWidth;
      view.height = video.videoHeight;
      ctx.drawImage(video, 0, 0);
      for (const text of await read(view)) await take(text);
    } catch (err) {
      say(`The camera's picture could not be read: ${err.message}.`);
    } finally {
      busy = false;
    }
  }, EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      stream.getTracks().forEach((t) => t.stop());
      video.srcObject = null;
    },
  };
}
