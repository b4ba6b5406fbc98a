// The store's errors are typed: a code and the details that go with it (the field, the
// value, the record), never a sentence. The page words them (views/device_words.js),
// through the wording it hands to wordErrors() at start; until then, and under Node, an
// error's message is its code and details.
let wording = null;

export function wordErrors(words) {
  wording = words;
}

const plain = (err) => `${err.code}${Object.keys(err.details).length ? ` ${JSON.stringify(err.details)}` : ""}`;

export class StoreError extends Error {
  constructor(code, details = {}) {
    super(String(code));
    this.code = code;
    this.details = details;
    let text = null;
    if (wording) text = wording(this);
    this.message = text || plain(this);
  }
}

// The battle changed (or was deleted) in another tab since this tab read it.
export class ChangedElsewhere extends StoreError {
  constructor(id, deleted) {
    super(deleted ? "battle_deleted" : "battle_changed", { id });
    this.id = id;
    this.deleted = deleted;
  }
}

// A battle's saved actions cannot be put together: the engine cannot be handed it, and
// the app sets it aside (type as the engine's own refusal of damaged data). ``problem``
// says what is wrong with the record (records.js).
export class DamagedBattle extends StoreError {
  constructor(problem) {
    super("damaged_parts", { problem });
    this.type = "invalid_data";
  }
}
