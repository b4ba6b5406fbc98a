// Where the player is on a game screen, kept across redraws and reloads: the first
// card not under the top bar (or how far the screen is scrolled), the actions open,
// and the page put back there until the player moves it.
import { focusPlace, restoreFocus, underTopBar } from "./dom.js";
import { ScreenFrame } from "./screen_frame.js";

// The cards a player scrolls through are named by one attribute, the screen's own
// (``static card``, e.g. a Regiment's): where the player was is kept as one of them
// (place()). A screen without cards keeps none.

// Whether any of ``node`` is on the screen.
function visible(node) {
  if (!node) return false;
  const box = node.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

// A player's own touch, key or wheel: the page reopened where they were stops putting
// them back there (reopenAt).
const OWN_INPUT = ["pointerdown", "touchstart", "wheel", "keydown", "click", "input"];

export class ScreenPlace extends ScreenFrame {
  // Where the player is (table flow 2), for the page reopened after a reload or after
  // the phone discarded the tab: the first card not under the top bar, by its id, and
  // how far down the screen it starts (the cards may be drawn taller or shorter by
  // then); for a screen without cards, how far the page is scrolled into the screen
  // (``y``: from the screen's own top, not the page's, since the start-up status above
  // it is taller at a reload than it was).
  place() {
    // Not yet back there (the player has not touched the page): still that place.
    if (this.reopening) return this.reopening;
    const bar = this.root.querySelector(".battle-bar");
    const top = Math.max(0, bar ? bar.getBoundingClientRect().bottom : 0); // scrolled away: 0
    const y = Math.round(-this.root.getBoundingClientRect().top);
    const name = this.constructor.card;
    for (const card of name ? this.root.querySelectorAll(`article[${name}]`) : []) {
      const box = card.getBoundingClientRect();
      if (box.bottom > top) return { card: [name, card.getAttribute(name)], top: Math.round(box.top), y, ...this.opened() };
    }
    return { card: null, top: 0, y, ...this.opened() };
  }

  // Whose actions are open, and on which tab: a tab the phone discarded mid-action comes
  // back to the panel the player was in (not to a closed card, the page shorter).
  // With them, what was entered there and not yet applied (entryDraft(): a screen's own,
  // the dice counted so far), and the battle's revision it was entered at.
  // Kept and not yet put back (the engine still starting): what was kept, not the
  // empty panel drawn meanwhile.
  opened() {
    const open = this.selected || null;
    const waiting = this.entryKept && !this.entryKept.live && this.entryKept.open === open ? this.entryKept : null;
    // A screen without cards (the campaign's) keeps what its one panel holds.
    const drafted = (open || !this.constructor.card) && !waiting && this.entryDraft ? this.entryDraft(open) : null;
    const entry = waiting ? { ...waiting, open: undefined } : drafted && { ...drafted, rev: this.session.record.rev };
    return { open, tab: open && typeof this.tab === "string" ? this.tab : null, ...(entry ? { entry } : {}) };
  }

  // Before the first draw of a battle reopened at ``place``: its open card open again,
  // if the battle still has it, on its tab if that is one of this screen's, and what was
  // entered there kept for that panel (takeEntry).
  openAgain(place) {
    if (!this.constructor.card && place.entry) this.entryKept = { ...place.entry, open: null };
    if (!place.open || !this.view || !this.item(place.open)) return;
    this.selected = place.open;
    if (place.tab && this.tabs().includes(place.tab)) this.tab = place.tab;
    this.entryKept = place.entry ? { ...place.entry, open: place.open } : null;
  }

  // What was entered in ``id``'s panel before the reload, when the panel is drawn with
  // the engine up (the dice are judged as they are put back), until the start has
  // settled (its last redraw puts it back too) or the player touches the panel
  // (keptEntryUsed); nothing if the battle changed since (another tab or phone acted on
  // it: those dice were for before).
  takeEntry(id) {
    const kept = this.entryKept;
    if (!kept || !this.ready || !this.session.reply) return null;
    if (kept.open !== id || kept.rev !== this.session.record.rev) {
      this.entryKept = null;
      return null;
    }
    kept.live = true;
    return kept;
  }

  // The player goes on from what was put back in ``panel``: a later redraw does not
  // put it back again over what they enter.
  keptEntryUsed(panel) {
    const used = () => { if (this.entryKept && this.entryKept.live) this.entryKept = null; };
    for (const type of ["click", "input"]) panel.addEventListener(type, used, { once: true, capture: true });
  }

  // Back to ``place`` now and after every whole redraw (the engine's drawing follows the
  // saved one) until the player touches the page or scrolls it some other way (a
  // scroll bar, a screen reader's swipe) away from where it was put, or the engine has
  // drawn the battle (settled()). Meanwhile the page, not the browser, keeps the card
  // still: the browser's scroll anchoring is off, and every change of the page's size
  // (the start-up status hidden, the "Engine starting" notice gone) puts it back before
  // it is painted. The browser's anchoring, measured against a layout the page had
  // already put right, moved the page late on a slow phone and was then taken for the
  // player's own scroll.
  reopenAt(place) {
    this.reopening = place;
    const page = document.documentElement;
    const sizes = typeof ResizeObserver === "function" ? new ResizeObserver(() => {
      if (this.reopening === place) this.goTo(place);
    }) : null;
    const stop = () => {
      if (this.reopening === place) this.reopening = null;
      for (const type of OWN_INPUT) window.removeEventListener(type, stop, true);
      window.removeEventListener("scroll", scrolled);
      if (sizes) {
        sizes.disconnect();
        page.style.overflowAnchor = "";
      }
      this.stopReopening = null;
      document.body.dataset.place = "reopened"; // for tests: nothing puts the page back any more
    };
    this.stopReopening = stop;
    // Scrolled from where the page put it: by the player. The card moved with the page
    // not scrolled (something above it changed since): put back, not stopped.
    const scrolled = () => {
      if (this.reopening !== place) return;
      if (Math.abs(window.scrollY - this.putY) > 2) stop();
      else if (Math.abs(this.anchorOf(place).getBoundingClientRect().top - this.putTop) > 2) this.goTo(place);
    };
    for (const type of OWN_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    window.addEventListener("scroll", scrolled, { passive: true });
    if (sizes) {
      page.style.overflowAnchor = "none";
      sizes.observe(document.body);
      sizes.observe(this.root);
    }
    this.goTo(place);
  }

  // The engine has drawn the battle: once the page is laid out it is put back one last
  // time, and from then on only the player moves it.
  settled() {
    if (this.entryKept && this.entryKept.live) this.entryKept = null;
    if (!this.stopReopening) return;
    requestAnimationFrame(() => {
      if (!this.stopReopening) return;
      if (this.reopening) this.goTo(this.reopening);
      this.stopReopening();
    });
  }

  // Where the page was put is kept as it landed: a page shorter than before stops short.
  // A player who was at the top of the page (above the screen's top) is put there.
  goTo(place) {
    const card = this.cardAt(place);
    if (card) window.scrollBy(0, card.getBoundingClientRect().top - place.top);
    else if (place.y > 0) window.scrollBy(0, this.root.getBoundingClientRect().top + place.y);
    else window.scrollTo(0, 0);
    this.putTop = this.anchorOf(place).getBoundingClientRect().top;
    this.putY = window.scrollY;
  }

  cardAt(place) {
    return place.card ? this.root.querySelector(`article[${place.card[0]}="${CSS.escape(place.card[1])}"]`) : null;
  }

  // What a place is kept by on the screen: its card, or the screen itself.
  anchorOf(place) {
    return this.cardAt(place) || this.root;
  }

  // The screen's anchor (the card acted on) stays where it was across ``change``; when
  // neither it nor the open actions are on the screen, what the player is looking at
  // does: the node in the middle of the screen, if the change keeps it (an Undo or Redo
  // tapped while reading the step log took an entry off, or put one back, above the one
  // being read, and the log jumped by its height). ``keep``: what to keep in place
  // instead of the anchor (a card shown or hidden by its own button).
  keepingPlace(change, keep = () => this.anchor()) {
    let find = keep;
    let before = find();
    if (!visible(before) && !visible(this.root.querySelector("section.panel.actions"))) {
      const seen = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      if (seen && this.root.contains(seen) && !seen.closest(".bottom-bar, .battle-bar")) {
        before = seen;
        find = () => (seen.isConnected ? seen : null);
      }
    }
    const top = before ? before.getBoundingClientRect().top : null;
    const focused = focusPlace(this.root);
    const out = change();
    const after = top == null ? null : find();
    if (after) {
      const shift = after.getBoundingClientRect().top - top;
      if (Math.abs(shift) > 1) window.scrollBy(0, shift);
    }
    restoreFocus(focused, this.root);
    return out;
  }

  // The verdict of the action just made is in view (table flow, 2): the page keeps
  // the card in place, but a panel that closed under it (the Morale dice, entered below
  // the card) can leave its verdict above the top of the screen, or a patch below the
  // bottom bar. The page then moves just enough to show it.
  verdictInView() {
    const line = this.outcome && this.root.querySelector(".verdict-line");
    if (!line) return;
    const box = line.getBoundingClientRect();
    const bar = this.root.querySelector(".bottom-bar");
    const bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    const top = underTopBar();
    if (box.top < top) window.scrollBy(0, box.top - top - 8);
    else if (box.bottom > bottom) window.scrollBy(0, Math.min(box.bottom - bottom + 8, box.top - top - 8));
  }

  // Whose verdict and panel these are stays in sight: the open piece's card is not left
  // under the top bar, which grows when something falls due.
  anchorBelowBar() {
    const card = this.anchor();
    if (!card) return;
    const at = card.getBoundingClientRect().top;
    const top = underTopBar();
    if (at < top) window.scrollBy(0, at - top - 4);
  }
}
