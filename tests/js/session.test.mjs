// The battle's session between a fake engine and a fake device: an engine that answers
// late, refuses, fails inside or dies, a device that refuses a save or holds another
// tab's newer battle. Every case ends with the device holding each action the player
// made once, and the engine holding what the device holds.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { loadWith } from "./session_load.mjs";

if (typeof globalThis.navigator === "undefined") globalThis.navigator = {}; // no Web Locks here

const STORE = `
export class StoreError extends Error {}
export class ChangedElsewhere extends StoreError {
  constructor(id, deleted) { super(deleted ? "deleted elsewhere" : "changed elsewhere"); this.id = id; this.deleted = deleted; }
}
export const store = {
  kept: () => false,
  battles: new Proxy({}, { get: (_, name) => globalThis.fakes.store[name].bind(globalThis.fakes.store) }),
};
`;
const PIPELINE = `
export class Pipeline { constructor(engine) { this.engine = engine; } }
export const rosterOnDevice = (id) => globalThis.fakes.rosters.get(id) || null;
`;

const { GameSession } = await loadWith("web/session.js", { "web/store/index.js": STORE, "web/pipeline.js": PIPELINE });
const { GAME, States, TAP } = await loadWith("web/session_states.js");
const { EngineError } = await loadWith("web/engine.js");
const { ChangedElsewhere, StoreError } = await import(`data:text/javascript;base64,${Buffer.from(STORE).toString("base64")}`);

// The device: battles by id, each with its revision; every save checks the revision.
class FakeStore {
  constructor() {
    this.battles = new Map();
    this.refuseNext = false;
    this.saves = 0;
  }

  put(record) {
    this.battles.set(record.id, structuredClone(record));
  }

  async readGame(id) {
    const record = this.battles.get(id);
    return record ? { record: structuredClone(record), game: record.game, checkpoint: null, entries: [] } : null;
  }

  async revision(id) {
    const record = this.battles.get(id);
    return record ? record.rev : null;
  }

  async read(id) {
    const record = this.battles.get(id);
    return record ? structuredClone(record) : null;
  }

  async save(record, { rev, rosters = [] }) {
    if (this.refuseNext) {
      this.refuseNext = false;
      throw new StoreError("the device is full");
    }
    const stored = this.battles.get(record.id);
    if (stored.rev !== rev) throw new StoreError("revision");
    this.saves += 1;
    for (const entry of rosters) globalThis.fakes.rosters.set(entry.id, entry);
    this.put({ ...record, rev: rev + 1 });
    return structuredClone(this.battles.get(record.id));
  }
}

const deferred = () => {
  let resolve;
  const promise = new Promise((r) => { resolve = r; });
  return { promise, resolve };
};

// The engine: each game a list of events. ``hold`` makes its answers wait for ``let go``;
// ``failNext`` answers the next push with an error after (``applied``) or before applying it.
class FakeEngine {
  constructor() {
    this.ready = true;
    this.games = new Map();
    this.asked = [];
    this.gate = null;
    this.failNext = null;
  }

  hold() {
    this.gate = deferred();
  }

  letGo() {
    const gate = this.gate;
    this.gate = null;
    gate.resolve();
  }

  die() {
    this.games.clear();
    this.ready = false;
    if (this.gate) this.gate.resolve(); // in flight: answered with the failure below
    this.dead = true;
  }

  revive() {
    this.ready = true;
    this.dead = false;
  }

  async request(type, payload) {
    this.asked.push(type);
    if (this.gate) await this.gate.promise;
    if (this.dead) throw new EngineError({ type: "internal", message: "The engine stopped and is starting again." });
    if (!this.ready) throw new EngineError({ type: "not_ready", message: "engine starting" });
    const id = payload.game_id;
    if (type === "game.open") {
      this.games.set(id, structuredClone(payload.game.events));
      return this.reply(id, false);
    }
    const events = this.games.get(id);
    if (!events) throw new EngineError({ type: "not_open", message: `no game ${id}` });
    if (type === "game.push") {
      if (payload.event.bad) throw new EngineError({ type: "invalid_event", field: "event", message: "refused" });
      events.push(payload.event);
      const fail = this.failNext;
      this.failNext = null;
      if (fail) throw new EngineError({ type: fail, message: `${fail} after applying it` });
    } else if (type === "game.undo") {
      events.pop();
    } else if (type === "campaign.rosters_alongside") {
      return { write: [{ id: "w1", roster: { events: events.length } }] };
    }
    return this.reply(id, true);
  }

  reply(id, withGame) {
    const events = structuredClone(this.games.get(id));
    return { view: { events }, log: [], ...(withGame ? { game: { events } } : {}) };
  }
}

let engine;
let device;

beforeEach(() => {
  engine = new FakeEngine();
  device = new FakeStore();
  globalThis.fakes = { store: device, rosters: new Map() };
  device.put({ id: "g1", name: "A battle", rev: 1, game: { events: [] } });
});

async function opened() {
  const session = new GameSession(engine, await device.read("g1"));
  assert.equal(session.states.now, "closed");
  await session.start();
  assert.equal(session.states.now, "in_step");
  return session;
}

const onDevice = () => device.battles.get("g1").game.events.map((e) => e.n);
const inEngine = () => engine.games.get("g1").map((e) => e.n);

test("the state tables are frozen and a move they do not allow is refused", () => {
  assert.ok(Object.isFrozen(GAME) && Object.isFrozen(GAME.in_step) && Object.isFrozen(TAP));
  const states = new States(GAME, "unsure");
  assert.throws(() => states.move("in_step"), /no move from “unsure” to “in_step”/);
  states.move("opening");
  states.move("in_step");
  assert.ok(states.is("in_step"));
  assert.throws(() => new States(GAME, "asleep"), /no state/);
});

test("an action is asked at the tap when in step, and saved once", async () => {
  const session = await opened();
  await session.push({ n: 1 });
  assert.deepEqual(onDevice(), [1]);
  assert.deepEqual(session.view.events.map((e) => e.n), [1]);
  assert.deepEqual(engine.asked, ["game.open", "game.push"]);
  assert.equal(session.states.now, "in_step");
});

test("late answers to quick taps are saved in the order tapped, each once", async () => {
  const session = await opened();
  engine.hold();
  const first = session.push({ n: 1 });
  const second = session.push({ n: 2 });
  await new Promise((r) => setTimeout(r, 10));
  assert.deepEqual(onDevice(), []); // nothing saved before the engine answered
  engine.letGo();
  await Promise.all([first, second]);
  assert.deepEqual(onDevice(), [1, 2]);
  assert.deepEqual(inEngine(), [1, 2]);
  assert.equal(device.saves, 2);
});

test("an action the engine refuses changes nothing and keeps the session in step", async () => {
  const session = await opened();
  await session.push({ n: 1 });
  await assert.rejects(session.push({ n: 2, bad: true }), (err) => err instanceof EngineError && err.type === "invalid_event");
  assert.equal(session.states.now, "in_step");
  await session.push({ n: 3 });
  assert.deepEqual(onDevice(), [1, 3]);
  assert.deepEqual(inEngine(), [1, 3]);
  assert.equal(engine.asked.filter((t) => t === "game.open").length, 1); // never opened again
});

test("an answer that timed out after the engine applied it leaves the session unsure until opened again", async () => {
  const session = await opened();
  await session.push({ n: 1 });
  engine.failNext = "timeout";
  await assert.rejects(session.push({ n: 2 }), (err) => err.type === "timeout");
  assert.equal(session.states.now, "unsure");
  assert.deepEqual(onDevice(), [1]);
  assert.deepEqual(inEngine(), [1]); // put back to the saved battle
  engine.asked.length = 0;
  await session.push({ n: 3 });
  assert.deepEqual(engine.asked, ["game.open", "game.push"]); // opened before, not asked at the tap
  assert.deepEqual(onDevice(), [1, 3]);
  assert.deepEqual(inEngine(), [1, 3]);
  assert.equal(session.states.now, "in_step");
});

test("an engine that dies mid-action loses nothing saved, and the next action opens the saved battle", async () => {
  const session = await opened();
  await session.push({ n: 1 });
  engine.hold();
  const lost = session.push({ n: 2 });
  await new Promise((r) => setTimeout(r, 10));
  engine.die();
  await assert.rejects(lost, (err) => err.type === "internal");
  assert.equal(session.states.now, "unsure");
  assert.deepEqual(onDevice(), [1]);
  engine.revive();
  await session.push({ n: 3 });
  assert.deepEqual(onDevice(), [1, 3]);
  assert.deepEqual(inEngine(), [1, 3]);
  assert.equal(session.states.now, "in_step");
});

test("a worker started again (the game not open there) is handed the saved battle and asked again", async () => {
  const session = await opened();
  await session.push({ n: 1 });
  engine.games.clear(); // a new worker holds no game
  await session.push({ n: 2 });
  assert.deepEqual(onDevice(), [1, 2]);
  assert.deepEqual(inEngine(), [1, 2]);
  assert.equal(session.states.now, "in_step");
});

test("a save the device refuses puts the engine and the screen back to the saved battle", async () => {
  const session = await opened();
  await session.push({ n: 1 });
  device.refuseNext = true;
  await assert.rejects(session.push({ n: 2 }), (err) => err instanceof StoreError);
  assert.deepEqual(onDevice(), [1]);
  assert.deepEqual(inEngine(), [1]);
  assert.deepEqual(session.view.events.map((e) => e.n), [1]);
  await session.push({ n: 3 });
  assert.deepEqual(onDevice(), [1, 3]);
});

test("another tab's newer battle is taken up and the action is refused, not lost into it", async () => {
  const session = await opened();
  await session.push({ n: 1 });
  device.put({ ...device.battles.get("g1"), rev: 5, game: { events: [{ n: 1 }, { n: 9 }] } });
  await assert.rejects(session.push({ n: 2 }), (err) => err instanceof ChangedElsewhere && !err.deleted);
  assert.deepEqual(onDevice(), [1, 9]);
  assert.deepEqual(inEngine(), [1, 9]);
  assert.equal(session.record.rev, 5);
  assert.equal(session.states.now, "in_step");
  await session.push({ n: 2 });
  assert.deepEqual(onDevice(), [1, 9, 2]);
});

test("a screen's records beside the battle are written in the same save, or not at all", async () => {
  const session = await opened();
  session.alongside = async (reply, { ask, rosterOnDevice }) => {
    const said = await ask("campaign.rosters_alongside", { now: [rosterOnDevice("w1")] });
    return { fields: { noted: true }, rosters: said.write };
  };
  await session.push({ n: 1 });
  assert.deepEqual(globalThis.fakes.rosters.get("w1").roster, { events: 1 });
  assert.equal(device.battles.get("g1").noted, true);
  device.refuseNext = true;
  await assert.rejects(session.push({ n: 2 }));
  assert.deepEqual(globalThis.fakes.rosters.get("w1").roster, { events: 1 });
  assert.deepEqual(inEngine(), [1]);
});
