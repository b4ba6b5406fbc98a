// Dice entry the way dice lie on the table: tap a face, tap how many show it (-/+ to
// correct), "the rest show X" in one tap, or let the app roll. A D20 is one tap on its
// value. It only collects values: whether a face passes is the engine's answer
// (``faces``: [{face, passed}]), and the engine judges the dice when they are applied.
import { el, revealAboveBar, setText } from "./dom.js";
import { said, typedErrorOf, words } from "../i18n/words.js";

// The longest typed dice kept for a reload (a roll of 60 dice is under 180 characters).
const MAX_TYPED = 200;

// A face's verdict in words (its class stays the key: pass, fail).
const verdictWords = (key) => (key === "pass" ? words("dice-pass") : key === "fail" ? words("dice-fail") : "");

// ``judge(values)``: the engine's verdict on the dice entered so far ({ text, failed }),
// asked as they go in, typed or counted: the running count of failures is its answer.
// ``judgeNone``: asked with no die entered too (a re-roll starts from the first roll's
// failures, which are already a count).
export function diceEntry({ count, sides = 6, label, faces = null, onSubmit, onRoll, onTyped = null, typedBefore = null, preview = null, onText = null, judge = null, judgeNone = false }) {
  if (sides > 6) return oneTapDie({ sides, label, onSubmit, onRoll, onTyped, typedBefore, preview, onText });
  const counts = new Map();
  let picked = null;
  let passes = new Map((faces || []).map((f) => [f.face, f.passed]));
  const total = () => [...counts.values()].reduce((a, b) => a + b, 0);
  const counter = el("p", { class: "dice-count", role: "status", "aria-live": "polite" });
  const failures = el("p", { class: "dice-failures", "aria-live": "polite" });
  let judged = null; // the dice last sent to be judged, as text
  let judging = 0;
  let refused = null; // the dice the engine refused to judge, as text: Apply would be refused too
  const chips = el("ol", { class: "dice-chips", "aria-label": words("dice-entered-label") });
  const faceRow = el("div", { class: "dice-faces", role: "group", "aria-label": words("dice-faces-label", { sides, label: label || "" }).trim() });
  // A language whose pass or fail runs long ("nicht bestanden") gets fewer, wider faces a
  // row, each as wide as its longest word: the word wraps there, never into the next face.
  const longest = Math.max(...[verdictWords("pass"), verdictWords("fail")].flatMap((w) => w.split(/\s+/)).map((w) => w.length));
  if (longest > 5) {
    faceRow.classList.add("long-words");
    faceRow.style.setProperty("--face-word", String(longest));
  }
  const countRow = el("div", { class: "dice-counts", role: "group", "aria-label": words("dice-counts-label") });
  const typed = el("input", {
    type: "text", id: `dice-typed-${sides}`, inputmode: "decimal", autocomplete: "off",
    placeholder: words("dice-typed-example-d6"),
    oninput: () => refresh(),
  });

  const set = (face, n) => {
    const others = total() - (counts.get(face) || 0);
    const value = Math.max(0, Math.min(n, count - others));
    if (value) counts.set(face, value);
    else counts.delete(face);
    refresh();
    revealAboveBar(node); // the counts row changed size: Apply stays above the bar
  };

  function verdict(face) {
    if (!passes.has(face)) return "";
    return passes.get(face) ? "pass" : "fail";
  }

  function refresh() {
    const entered = total();
    const left = count - entered;
    faceRow.replaceChildren(...Array.from({ length: sides }, (_, i) => {
      const face = i + 1;
      const n = counts.get(face) || 0;
      const word = verdict(face);
      // On screen "5" over "fail ×2": pass or fail stays in words beside the colour once
      // a count is in (status never by colour alone). Said "5 fail, 2 dice": the name
      // starts with the visible words, as speech input needs, and never says "times 2".
      const shown = [verdictWords(word), n ? `×${n}` : ""].filter(Boolean).join(" ");
      const named = words("dice-face-label", { face, verdict: word || "none", n });
      return el("button", {
        type: "button", class: `die-face ${word}`.trim(), "data-face": face, "data-count": n,
        "aria-label": named,
        "aria-pressed": picked === face ? "true" : "false",
        onclick: () => { picked = face; refresh(); revealAboveBar(node); },
      }, el("span", { class: "face-value" }, String(face)),
      // The leading space keeps "5" and "fail" two words for anything reading the text
      // (it is not drawn: the spans are stacked).
      el("span", { class: "face-count" }, shown ? ` ${shown}` : "\u00a0"));
    }));
    if (picked == null) {
      countRow.replaceChildren(el("p", { class: "muted" }, words("dice-tap-a-face")));
    } else {
      const n = counts.get(picked) || 0;
      const most = n + left;
      // Few dice: every count is one tap. Many: the small counts, "the rest", and -/+.
      const options = most <= 6 ? Array.from({ length: most + 1 }, (_, i) => i).filter((k) => k || n)
        : [1, 2, 3];
      countRow.replaceChildren(
        most > 6 ? el("button", { type: "button", "data-action": "count-minus", onclick: () => set(picked, n - 1) }, "−1") : "",
        ...options.map((k) => el("button", {
          // "2" over "dice" on screen (the picked face is marked above), "2 dice show 5"
          // to a screen reader: never "2×5", read "2 times 5". The name holds the
          // visible words, as speech input needs.
          type: "button", class: "count", "data-count-of": k, "aria-pressed": k === n ? "true" : "false",
          "aria-label": words("dice-count-label", { n: k, face: picked }),
          onclick: () => set(picked, k),
        }, el("span", { class: "count-value" }, String(k)), el("span", { class: "count-word" }, ` ${words("dice-count-word", { n: k })}`))),
        most > 6 && left ? el("button", { type: "button", "data-action": "rest", onclick: () => set(picked, most) }, words("dice-the-rest", { face: picked })) : "",
        most > 6 ? el("button", { type: "button", "data-action": "count-plus", onclick: () => set(picked, n + 1) }, "+1") : "");
    }
    const values = sorted();
    chips.replaceChildren(...values.map((v) => el("li", { class: `die-chip ${verdict(v)}`.trim(), "data-die": v }, String(v))));
    const typing = typed.value.trim() !== "";
    // Typed, each word is a die (what it holds is the engine's to judge): Apply waits
    // for as many as the test owes, as counted dice do.
    const typedCount = typing ? diceNow().length : 0;
    // Typed dice win over counted faces: said in words, and the faces' counts struck.
    const aside = typing && entered > 0;
    faceRow.dataset.setAside = String(aside);
    setText(counter, typing ? [words("dice-count-typed", { entered: typedCount, count }), aside ? words("dice-tapped-unused", { n: entered }) : ""].filter(Boolean).join(" · ")
      : words("dice-count-entered", { entered, count }));
    askJudge();
    applyState();
  }

  // Apply waits for as many dice as are owed, and is off for dice the engine refused.
  function applyState() {
    const typing = typed.value.trim() !== "";
    submit.disabled = typing ? diceNow().length !== count || refused === JSON.stringify(diceNow()) : total() !== count;
  }

  // Only when the dice changed; a newer answer's turn never goes to an older one.
  function askJudge() {
    if (!judge) return;
    const dice = diceNow();
    const key = JSON.stringify(dice);
    if (key === judged) return;
    judged = key;
    const mine = ++judging;
    if (!dice.length && !judgeNone) {
      setText(failures, ""); // nothing entered, nothing to judge
      delete failures.dataset.failed;
      return;
    }
    judge(dice).then((r) => {
      if (mine !== judging) return;
      refused = null;
      applyState(); // a refusal since passed (the engine restarted) turns Apply back on
      setText(failures, said(r.text_msg, r.text));
      failures.dataset.failed = r.failed;
      keepTypingInView();
    }, (err) => {
      if (mine !== judging) return;
      refused = key;
      applyState(); // off: the engine's reason is said above it
      setText(failures, typedErrorOf(err));
      delete failures.dataset.failed;
      keepTypingInView();
    });
  }

  // The answer's words above the field change its height: the field being typed in,
  // pushed down, went under the bottom bar.
  function keepTypingInView() {
    if (document.activeElement === typed) revealAboveBar(typed.parentElement);
  }

  function sorted() {
    return [...counts.entries()].sort((a, b) => a[0] - b[0]).flatMap(([face, n]) => Array(n).fill(face));
  }

  function diceNow() {
    return typed.value.trim() ? typedDice(typed.value) : sorted();
  }

  const submit = el("button", { type: "button", class: "primary", "data-action": "submit-dice", onclick: () => onSubmit(diceNow()) }, words("dice-apply"));
  refresh();
  // The faces show their counts and pass/fail; the sorted dice are for screen readers.
  // ``core``: what the thumb needs while the dice go in, faces to Apply, kept together
  // above the bottom bar (Apply opened under it and needed a scroll).
  const core = el("div", { class: "dice-core" },
    faceRow, countRow,
    el("div", { class: "row dice-status" }, counter, failures),
    el("div", { class: "visually-hidden" }, chips),
    el("div", { class: "row dice-go" },
      submit,
      onRoll ? el("button", { type: "button", "data-action": "roll-dice", onclick: onRoll }, words("dice-roll")) : "",
      el("button", { type: "button", "data-action": "clear-dice", onclick: () => { counts.clear(); picked = null; typed.value = ""; refresh(); } }, words("dice-clear"))));
  const typedField = el("div", { class: "field" }, el("label", { for: typed.id }, words("dice-or-type", { sides })), typed);
  const node = el("div", { class: "dice-entry" }, core, typedField);
  revealOnFocus(typed, typedField);
  // The whole entry, "or type them" too, is kept above the bar (never its top off).
  node.reveal = (keep = null) => revealAboveBar(node, keep);
  // What was entered and not yet applied (null: nothing), kept for a page reopened
  // after a reload or a discarded tab: the counts by face and the typed text.
  node.draft = () => (counts.size || typed.value.trim()
    ? { counts: [...counts.entries()], typed: typed.value.slice(0, MAX_TYPED) } : null);
  // Put back as it was entered. It comes from storage: a face or count this roll cannot
  // have is left out, never trusted.
  node.useDraft = (draft) => {
    counts.clear();
    for (const pair of Array.isArray(draft && draft.counts) ? draft.counts : []) {
      const [face, n] = Array.isArray(pair) ? pair : [];
      if (!Number.isInteger(face) || face < 1 || face > sides || !Number.isInteger(n) || n < 1) continue;
      const room = count - total();
      if (room > 0) counts.set(face, Math.min(n, room));
    }
    typed.value = draft && typeof draft.typed === "string" ? draft.typed.slice(0, MAX_TYPED) : "";
    refresh();
  };
  // A new modifier changes which faces pass: the engine sends them again.
  node.setFaces = (next) => {
    passes = new Map((next || []).map((f) => [f.face, f.passed]));
    judged = null; // the same dice, judged again against the new Resolve
    refresh();
  };
  return node;
}

// Typed dice as they go to the engine: numbers stay numbers; anything else goes as typed,
// and the engine names it. A phone's number pad has no space key (iOS: digits and the
// decimal separator only), so "." and "," part dice as spaces do.
function typedDice(text) {
  return text.trim().split(/[\s,.;]+/).filter(Boolean).map((t) => (/^-?\d+$/.test(t) ? Number(t) : t));
}

// The browser brings a focused field into view without knowing of the bottom bar, which
// then covered it: the field's box is brought above the bar once it is in view.
function revealOnFocus(input, box) {
  input.addEventListener("focus", () => requestAnimationFrame(() => revealAboveBar(box)));
}

// What the values typed in ``input`` would fill, asked a moment after the player stops
// typing. Only the answer for the text still in the box is shown: a late reply for
// text since changed, or for a box drawn again since, is never said.
function typedFills(input, preview, onRefused) {
  const out = el("p", { class: "typed-fills", "aria-live": "polite", "data-typed-fills": "" });
  let timer = null;
  const ask = async () => {
    const text = input.value;
    if (!text.trim() || !out.isConnected) return;
    let answer;
    let refused = false;
    try {
      answer = await preview(text);
    } catch (err) {
      [answer, refused] = [words("dice-typed-would-refuse", { reason: typedErrorOf(err) }), true];
    }
    if (!out.isConnected || input.value !== text) return;
    out.classList.toggle("field-error", refused);
    out.dataset.refused = String(refused);
    if (refused) onRefused();
    setText(out, answer);
    // Said under the box being typed in: not left under the bottom bar.
    if (document.activeElement === input) revealAboveBar(out, input);
  };
  input.addEventListener("input", () => {
    setText(out, "");
    delete out.dataset.refused;
    clearTimeout(timer);
    timer = setTimeout(ask, 250);
  });
  // Text put back in the box (a reload) is said once the box is on the screen.
  if (input.value.trim() && input.getAttribute("aria-invalid") !== "true") timer = setTimeout(ask, 0);
  return out;
}

// One die of many sides: one tap on the value applies it (Undo is there if it was wrong).
// ``onTyped(text)``: the typed rolls go to the engine as typed, which says what they fill.
// ``typedBefore``: ``{ text, error }``, rolls typed before and why the engine refused them: the
// text stays in the box to correct, and the reason is said right beside it.
// ``preview(text)``: the engine's words for what the typed values would fill, said under
// the box as the player types (a promise; its refusal is said there instead).
// ``onText(text)``: the box's text as it changes, for the screen to draw it again.
function oneTapDie({ sides, label, onSubmit, onRoll, onTyped, typedBefore: before = null, preview = null, onText = null }) {
  const errorId = `dice-typed-${sides}-error`;
  const refused = before && before.error;
  const typed = el("input", {
    type: "text", id: `dice-typed-${sides}`, inputmode: "decimal", autocomplete: "off", placeholder: words("dice-typed-example-d20"),
    value: before ? before.text : "", "aria-invalid": refused ? "true" : null, "aria-describedby": refused ? errorId : null,
  });
  // Off with nothing typed, and for text the engine refused (at Apply, or in its
  // preview): its reason is said beside the box until the text changes.
  const apply = el("button", { type: "button", "data-action": "submit-dice", disabled: Boolean(!typed.value.trim() || refused),
    onclick: () => (onTyped ? onTyped(typed.value) : onSubmit(typedDice(typed.value))) }, words("dice-apply-typed"));
  typed.addEventListener("input", () => { apply.disabled = !typed.value.trim(); });
  const typedBox = el("div", { class: "typed-die" },
    el("label", { for: typed.id }, words("dice-or-type", { sides })),
    el("div", { class: "row" }, typed, apply),
    refused ? el("p", { class: "field-error", id: errorId, role: "alert", "data-typed-error": "" }, before.error) : "");
  if (preview) typedBox.append(typedFills(typed, preview, () => { apply.disabled = true; }));
  if (onText) typed.addEventListener("input", () => onText(typed.value));
  revealOnFocus(typed, typedBox);
  return el("div", { class: "dice-entry one-tap" },
    el("p", { class: "dice-label" }, label),
    el("div", { class: "dice-faces d20", role: "group", "aria-label": words("dice-tap-the-die", { sides }) },
      ...Array.from({ length: sides }, (_, i) => el("button", {
        type: "button", class: "die-face", "data-face": i + 1, onclick: () => onSubmit([i + 1]),
      }, String(i + 1)))),
    el("div", { class: "row dice-go" },
      onRoll ? el("button", { type: "button", "data-action": "roll-dice", onclick: onRoll }, words("dice-roll")) : ""),
    typedBox);
}
