// The engine worker's own answers to a request it cannot run (web/worker/life.js): it has
// no catalogue, so each carries a message beside its English, and the page says it
// (errorOf) in the player's language; the reason the browser gave stays as it came.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const { EngineError } = await import("../../web/engine.js");
const { failed, failure, words } = await import("../../web/worker/life.js");
const { checkedFetch } = await import("../../web/worker/files.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

const BROWSER = new TypeError("Failed to fetch"); // the browser's words: an argument
const HOWS = ["late", "qr", "lists", "stopped", "unfinished"];

// The worker's reply as the page's engine reads it: the rejected request's error.
const errorIn = (text) => new EngineError(JSON.parse(text).error);

// A file of the site the server answered 404 for, as the worker's download reports it.
async function notFound(path) {
  const saved = { self: globalThis.self, fetch: globalThis.fetch };
  globalThis.self = { location: { href: "https://example.org/app/engine-worker.js" } };
  globalThis.fetch = async () => ({ ok: false, status: 404, headers: new Map() });
  try {
    await checkedFetch(`./${path}`, null, "GET");
  } catch (err) {
    return err;
  } finally {
    Object.assign(globalThis, saved);
  }
  throw new Error("no error");
}

async function inLanguage(code, check) {
  await W.speak(code, { fetchText: catalogue, root: {} });
  try {
    await check();
  } finally {
    await W.speak("en", { root: {} });
  }
}

test("in English the page says the worker's English word for word, whatever failed and why", async () => {
  const file = await notFound("wheels/late.zip");
  assert.equal(file.message, "./wheels/late.zip could not be loaded (HTTP 404)");
  for (const how of HOWS) {
    for (const err of [BROWSER, file, new Error("RangeError: Maximum call stack size exceeded")]) {
      const error = errorIn(failed(7, how, err));
      assert.equal(error.type, "internal");
      assert.ok(error.message.includes(err.message), error.message);
      assert.equal(W.errorOf(error), error.message);
    }
  }
  assert.equal(W.errorOf(errorIn(failed(7, "late", file))), "This part of the engine could not be loaded: ./wheels/late.zip could not be loaded (HTTP 404)");
  assert.equal(W.errorOf(errorIn(failed(7, "reason", BROWSER))), "Failed to fetch");
  assert.equal(W.errorOf(errorIn(failure(7, "not_ready", "engine starting", words("wk-starting")))), "engine starting");
});

test("in German and Polish each is said in the language, the browser's reason and the file's path kept", async () => {
  const file = await notFound("wheels/segno.whl");
  const expected = {
    de: ["Dieser Teil des Regelmoduls konnte nicht geladen werden: ./wheels/segno.whl konnte nicht geladen werden (HTTP 404)",
      "QR-Codes sind nicht verfügbar: Failed to fetch", "das Regelmodul wurde dabei beendet (Failed to fetch); es startet neu", "Regelmodul startet"],
    pl: ["Nie udało się wczytać tej części silnika: Nie udało się wczytać ./wheels/segno.whl (HTTP 404)",
      "Kody QR są niedostępne: Failed to fetch", "silnik zatrzymał się w trakcie tej czynności (Failed to fetch); uruchamia się ponownie", "silnik się uruchamia"],
  };
  for (const [code, [late, qr, stopped, starting]] of Object.entries(expected)) {
    await inLanguage(code, () => {
      assert.equal(W.errorOf(errorIn(failed(1, "late", file))), late);
      assert.equal(W.errorOf(errorIn(failed(1, "qr", BROWSER))), qr);
      assert.equal(W.errorOf(errorIn(failed(1, "stopped", BROWSER))), stopped);
      assert.equal(W.errorOf(errorIn(failure(1, "not_ready", "engine starting", words("wk-starting")))), starting);
      for (const how of HOWS) {
        const english = errorIn(failed(1, how, BROWSER));
        const text = W.errorOf(english);
        assert.notEqual(text, english.message);
        assert.ok(text.includes("Failed to fetch"), text);
      }
    });
  }
});

test("in the pseudo-locale no English is left but the browser's reason and the path", async () => {
  const file = await notFound("wheels/late.zip");
  await inLanguage("pseudo", () => {
    for (const how of HOWS) {
      for (const err of [BROWSER, file]) {
        const text = W.errorOf(errorIn(failed(2, how, err)));
        const left = text.replace("Failed to fetch", "").replace("./wheels/late.zip", "").match(/\b[A-Za-z]{3,}\b/g);
        assert.equal(left, null, `${how}: ${text}`);
      }
    }
  });
});

test("an answer without a message (an older worker's) is said in its English", async () => {
  await inLanguage("fr", () => {
    const old = new EngineError({ type: "internal", message: "QR codes are unavailable: Failed to fetch" });
    assert.equal(W.errorOf(old), "QR codes are unavailable: Failed to fetch");
    assert.match(W.errorOf(errorIn(failed(3, "qr", BROWSER))), /^Les QR codes ne sont pas disponibles\u00a0: Failed to fetch$/);
  });
});
