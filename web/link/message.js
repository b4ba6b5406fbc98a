// A message of the page's catalogue (web/i18n/<code>.ftl), by its id and arguments, made
// beside the English a link module keeps for logs and tests: the page says it in the
// player's language (said(msg, english)). Named as the page's words() is, so the
// catalogue's check finds every id named here.
export const words = (id, args = {}) => ({ id, args });

// ``err`` with its message beside its English: said where it is shown.
export const withMsg = (err, msg) => Object.assign(err, { msg });

// Why ``err`` happened, as a message's one part: its own message, else its words as they
// came (the engine's or the browser's), an argument said as it is.
export const because = (err) => (err && err.msg && typeof err.msg.id === "string" ? err.msg
  : words("wk-reason", { reason: (err && err.message) || String(err) }));

// ``msg`` with ``part`` (a message) as its one part: said inside it.
export const around = (msg, part) => ({ ...msg, parts: [part] });
