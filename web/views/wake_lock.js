// The screen kept on during a battle (the Screen Wake Lock): the phone would sleep
// between activations. Taken while a battle is on screen and the page visible, given
// back when the battle is left or the page hidden (the browser gives it back then
// anyway) and taken again when the page is visible once more. The player may turn it
// off; that is remembered on the device. What it is doing is always said in words.
import { awakeSetting } from "../pipeline.js";
import { words } from "../i18n/words.js";

export class KeepAwake extends EventTarget {
  // ``wakeLock``: navigator.wakeLock, or nothing where the browser has none.
  constructor({ wakeLock = globalThis.navigator?.wakeLock, doc = globalThis.document, setting = awakeSetting } = {}) {
    super();
    this.wakeLock = wakeLock || null;
    this.doc = doc;
    this.setting = setting;
    this.inBattle = false;
    this.sentinel = null;
    this.refused = null; // the browser's reason, when it said no
    this.asking = null;
    this.onVisibility = () => (this.doc.visibilityState === "visible" ? this.take() : this.giveBack());
  }

  get wanted() {
    return this.setting.get() !== "off";
  }

  get held() {
    return !!this.sentinel;
  }

  // A battle shown (true) or left (false).
  battle(shown) {
    if (shown === this.inBattle) return;
    this.inBattle = shown;
    if (shown) {
      this.doc.addEventListener("visibilitychange", this.onVisibility);
      this.take();
    } else {
      this.doc.removeEventListener("visibilitychange", this.onVisibility);
      this.giveBack();
    }
  }

  async take() {
    if (!this.inBattle || !this.wanted || !this.wakeLock || this.sentinel || this.asking) return;
    if (this.doc.visibilityState !== "visible") return;
    this.asking = (async () => {
      try {
        const sentinel = await this.wakeLock.request("screen");
        this.refused = null;
        // Left, hidden or turned off while the browser was asked: given back at once.
        if (!this.inBattle || !this.wanted || this.doc.visibilityState !== "visible") {
          await sentinel.release();
          return;
        }
        this.sentinel = sentinel;
        sentinel.addEventListener("release", () => {
          if (this.sentinel === sentinel) this.sentinel = null;
          this.changed();
        });
      } catch (err) {
        this.refused = (err && err.message) || String(err);
      }
    })();
    try {
      await this.asking;
    } finally {
      this.asking = null;
      this.changed();
    }
  }

  async giveBack() {
    const sentinel = this.sentinel;
    this.sentinel = null;
    if (sentinel) {
      try {
        await sentinel.release();
      } catch (err) {
        this.refused = (err && err.message) || String(err);
      }
    }
    this.changed();
  }

  // The player's choice, kept on the device.
  async setWanted(on) {
    await this.setting.set(on ? null : "off");
    if (on) await this.take();
    else await this.giveBack();
    this.changed();
  }

  // In words: what the screen does now.
  words() {
    if (!this.wakeLock) return words("device-no-wake-lock");
    if (!this.wanted) return words("device-may-sleep-off");
    if (this.sentinel) return words("device-kept-on");
    if (this.refused) return words("device-may-sleep-refused", { reason: this.refused });
    return words("device-may-sleep");
  }

  changed() {
    this.dispatchEvent(new Event("change"));
  }
}

export const keepAwake = new KeepAwake();
