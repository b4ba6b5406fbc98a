// Served by tests/e2e/test_two_phones_net.py in place of vendor/trystero/index.js (there
// is no internet here): Trystero's surface the carrier uses, over one fake signalling
// relay that the test keeps (the page posts to and polls "fake-relay/"; every browser
// context of the test reaches the same one). As in Trystero, phones in one room whose
// passwords differ cannot read each other's sealed handshake: each is told
// "incorrect room password" and neither joins. Messages go as text, as the carrier sends.
const me = `p${Math.random().toString(36).slice(2, 10)}`;
// This page's certificate, as a browser's connections name it in their descriptions
// (each connection from getPeers names this page's and the other's, as pairing checks).
const fingerprint = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");
const description = (fp) => ({ type: "offer", sdp: `v=0\r\na=fingerprint:sha-256 ${fp}\r\n` });
const rooms = [];
let seen = 0;
const url = (path) => new URL(`fake-relay/${path}`, document.baseURI).href;

// The phone (this tab, across reloads): a page never meets its own phone's closed page.
const device = sessionStorage.getItem("fake-relay-device") || me;
sessionStorage.setItem("fake-relay-device", device);
const post = (m) => fetch(url("post"), { method: "POST", body: JSON.stringify({ ...m, from: me, device, fp: fingerprint, at: Date.now() }) });
// A page closed or reloaded says nothing: as a peer connection that stopped answering, a
// peer not heard from for a while has left; each phone says hello again and again, and a
// hello older than that (a closed page's, read by a page opened since) is not a phone.
const SAY_HELLO_MS = 300;
const GONE_MS = 3000;

async function poll() {
  try {
    const list = await (await fetch(url(`poll?after=${seen}`))).json();
    for (const m of list) {
      seen += 1;
      if (m.from !== me && m.device !== device) rooms.forEach((room) => room.got(m));
    }
  } catch (err) {
    console.warn("fake relay:", err);
  }
  setTimeout(poll, 40);
}
poll();

async function sealed(password, key) {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${password}:${key}`));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const selfId = me;
export const getRelaySockets = () => ({ "wss://fake-relay.invalid": { readyState: 1 } });

export function joinRoom({ appId, password }, roomId, callbacks = {}) {
  const key = `${appId}/${roomId}`;
  const peers = new Set();
  const connections = new Map(); // peer -> its connection, one object for as long as it lasts
  const actions = new Map();
  const check = sealed(password, key);
  let left = false;
  const heard = new Map();
  const hello = setInterval(() => check.then((c) => { if (!left) post({ kind: "hello", again: true, key, check: c }); }), SAY_HELLO_MS);
  const gone = setInterval(() => {
    for (const [peer, at] of heard) {
      if (Date.now() - at < GONE_MS || !peers.delete(peer)) continue;
      heard.delete(peer);
      if (room.onPeerLeave) room.onPeerLeave(peer);
    }
  }, SAY_HELLO_MS);
  const room = {
    onPeerJoin: null,
    onPeerLeave: null,
    async got(m) {
      if (left || m.key !== key || (m.to && m.to !== me)) return;
      const mine = await check;
      if (m.kind === "hello" || m.kind === "hello-back") {
        if (Date.now() - m.at > GONE_MS) return;
        if (peers.has(m.from)) heard.set(m.from, Date.now());
        if (m.check !== mine) {
          callbacks.onJoinError?.({ appId, roomId, peerId: m.from, error: "incorrect room password when decrypting offer" });
          if (m.kind === "hello" && !m.again) post({ kind: "hello-back", key, to: m.from, check: mine });
          return;
        }
        if (m.kind === "hello" && !peers.has(m.from)) post({ kind: "hello-back", key, to: m.from, check: mine });
        if (!peers.has(m.from)) {
          peers.add(m.from);
          connections.set(m.from, { localDescription: description(fingerprint), remoteDescription: description(m.fp) });
          heard.set(m.from, Date.now());
          if (room.onPeerJoin) room.onPeerJoin(m.from);
        }
      } else if (m.kind === "data" && peers.has(m.from)) {
        const action = actions.get(m.action);
        if (action && action.onMessage) action.onMessage(m.data, { peerId: m.from });
      } else if (m.kind === "bye" && peers.delete(m.from) && room.onPeerLeave) {
        room.onPeerLeave(m.from);
      }
    },
    makeAction(id) {
      const action = {
        onMessage: null,
        send: async (data, { target } = {}) => {
          for (const peer of peers) {
            if (!target || target === peer) await post({ kind: "data", key, to: peer, action: id, data });
          }
        },
      };
      actions.set(id, action);
      return action;
    },
    getPeers: () => Object.fromEntries([...peers].map((p) => [p, connections.get(p)])),
    leave() {
      left = true;
      clearInterval(hello);
      clearInterval(gone);
      post({ kind: "bye", key });
    },
  };
  rooms.push(room);
  check.then((c) => post({ kind: "hello", key, check: c }));
  return room;
}
