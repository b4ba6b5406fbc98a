// The camera as a QR code reader, in a sheet over the page: the browser's own
// BarcodeDetector where it has one, else jsQR (pinned, vendored into the site, loaded
// only the first time a scan starts). The sheet says in words what it has read; a
// Stop button ends the camera; the codes' text can be pasted instead.
import { el, setText } from "./dom.js";
import { Collector, HandoverError, partsIn } from "../link/handover.js";
import { said as sayMsg, words } from "../i18n/words.js";
import * as message from "../link/message.js";

export const JSQR_URL = "./vendor/jsqr/jsQR.js";
const EVERY_MS = 150; // a frame read this often: a few a second is enough for a held phone
const LOAD_MS = 15000;

let jsqrLoading = null;

// jsQR, loaded once (a classic script: it sets ``self.jsQR``).
export function loadJsQR() {
  if (globalThis.jsQR) return Promise.resolve(globalThis.jsQR);
  jsqrLoading = jsqrLoading || new Promise((resolve, reject) => {
    const script = el("script", { src: JSQR_URL });
    const timer = setTimeout(() => reject(message.withMsg(new Error("the QR reader did not load"), message.words("phones-scan-reader-late"))), LOAD_MS);
    script.onload = () => { clearTimeout(timer); globalThis.jsQR ? resolve(globalThis.jsQR) : reject(message.withMsg(new Error("the QR reader did not start"), message.words("phones-scan-reader-start"))); };
    script.onerror = () => { clearTimeout(timer); reject(message.withMsg(new Error("the QR reader could not be loaded"), message.words("phones-scan-reader-load"))); };
    document.head.append(script);
  }).catch((err) => { jsqrLoading = null; throw err; });
  return jsqrLoading;
}

// Why ``err`` (a hand-over's refusal, said by its message) stopped a read, with no final dot.
const reasonOf = (err) => sayMsg(err.msg, err.message || String(err)).replace(/\.$/, "");

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
  const said = el("p", { role: "status", "aria-live": "polite", "data-scan-said": "" }, words("phones-scan-starting"));
  const have = el("p", { "data-scan-have": "" }, words("phones-scan-none-yet"));
  const view = el("canvas", { class: "scan-view", width: 320, height: 240, role: "img", "aria-label": words("phones-scan-view") });
  const paste = el("textarea", { id: "scan-paste", rows: 3, maxlength: 20000, "data-scan-paste": "" });
  let camera = null;
  let done = false;
  const stop = () => { if (camera) camera.stop(); camera = null; };
  const close = () => { stop(); sheet.remove(); onClose(); };
  // What was read is said over the camera's own news (it may start after a paste).
  let spoken = false;
  const say = (text, fromCamera = false) => {
    if (fromCamera && spoken) return;
    spoken = spoken || !fromCamera;
    setText(said, text);
  };

  // One code's text: scanned or pasted; all parts read, it is handed on.
  const take = async (text) => {
    if (done) return;
    try {
      const { words: english, fresh, msg } = await collector.add(text);
      if (!fresh && collector.of > 1 && !collector.complete) return; // held in view: said once
      say(sayMsg(msg, english));
      setText(have, words("phones-scan-have", { have: collector.have.join(", "), of: collector.of }));
      if (!collector.complete) return;
      const got = await collector.texts();
      done = true;
      stop();
      await onRead(got);
    } catch (err) {
      done = false;
      say(err instanceof HandoverError ? words("phones-scan-not-read", { reason: reasonOf(err) }) : words("phones-scan-not-taken", { reason: reasonOf(err) }));
      if (collector.complete) collector.reset();
    }
  };
  const sheet = el("section", { class: "panel share-dialog two-phones scan-sheet", role: "dialog", "aria-label": title, "data-scan": "" },
    el("div", { class: "dialog-head" }, el("h2", {}, title),
      el("button", { type: "button", "data-offline": "", "data-action": "scan-stop", onclick: close }, words("phones-scan-stop"))),
    said, have, view,
    el("label", { for: "scan-paste" }, words("phones-scan-paste")), paste,
    el("button", { type: "button", "data-action": "scan-paste", "data-offline": "", onclick: async () => {
      let parts;
      try {
        parts = partsIn(paste.value);
      } catch (err) {
        say(words("phones-scan-not-read", { reason: reasonOf(err) }));
        return;
      }
      if (!parts.length) say(words("phones-scan-not-read", { reason: words("phones-scan-no-text") }));
      for (const part of parts) await take(part);
    } }, words("phones-scan-read-paste")));
  document.body.append(sheet);
  startCamera(view, take, (text) => say(text, true)).then((c) => { if (sheet.isConnected && !done) camera = c; else if (c) c.stop(); });
  return sheet;
}

// The camera drawn into ``view`` and read a few times a second; null (said) if there
// is none or it was refused: pasting still works.
async function startCamera(view, take, say) {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    say(words("phones-scan-no-camera-here"));
    return null;
  }
  let stream;
  let read;
  try {
    read = await qrReader();
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (err) {
    say(words("phones-scan-no-camera", { reason: err.msg ? sayMsg(err.msg, err.message) : err.message || err.name }));
    return null;
  }
  const video = el("video", { muted: true, playsinline: true });
  video.srcObject = stream;
  await video.play().catch(() => {});
  say(words("phones-scan-camera-on"));
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
      say(words("phones-scan-picture", { reason: reasonOf(err) }));
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
