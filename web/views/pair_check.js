// The check code of a first meeting over the internet (link/pairing.js), on the
// two-phone sheet: the players compare the four digits on both phones; alike, no one
// sits between them; different, someone who had the invite does, and "They differ"
// unpairs (the link stopped and its room, secret and token forgotten).
import { el, setText } from "./dom.js";
import { words } from "../i18n/words.js";

// ``entry``: the link's (two_phones.js); ``ctx``: what the sheet lends (two_phones_net.js):
// its stop, choose and fail among them. Returns { node, update }.
export function checkSection(entry, ctx) {
  const code = el("p", { class: "check-code", "data-link-check-code": "" });
  const node = el("section", { class: "message info", "aria-label": words("two-phones-check-title"), "data-link-check": "", hidden: true },
    el("h3", {}, words("two-phones-check-title")), code, el("p", {}, words("two-phones-check-how")),
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary", "data-action": "link-check-same", onclick: () => { entry.carrier.check = null; update(); } },
        words("two-phones-check-same")),
      el("button", { type: "button", "data-action": "link-check-differ", onclick: () => unpair(entry, ctx) },
        words("two-phones-check-differ"))));
  const update = () => {
    const shown = entry.carrier.check;
    node.hidden = !shown;
    if (shown) setText(code, words("two-phones-check-code", { code: [...shown].join(" ") }));
  };
  update();
  return { node, update };
}

async function unpair(entry, ctx) {
  try {
    await ctx.stop(entry, { giveUp: true });
    ctx.choose();
    ctx.fail(new Error(words("two-phones-check-unpaired")));
  } catch (err) {
    ctx.fail(err);
  }
}
