// A fake of Trystero's library for the internet carrier's tests (there is no internet
// here): one signalling relay, in memory, with the library's surface the carrier uses:
// joinRoom({ appId, password }, roomId, { onJoinError }) -> a room with makeAction(id)
// ({ send(data, { target }), onMessage }), onPeerJoin, onPeerLeave, getPeers() and leave(); and
// getRelaySockets(). As in Trystero, two phones in one room with different passwords
// cannot read each other's sealed handshake: each gets onJoinError and neither joins.
// Each member has a certificate of its own (a random fingerprint), and each of its
// connections (getPeers) names its own and the other's in its descriptions, as a
// browser's RTCPeerConnection does.

const later = (fn) => setTimeout(fn, 0);

const fingerprint = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, "0").toUpperCase()).join(":");
const description = (fp) => ({ type: "offer", sdp: `v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\na=fingerprint:sha-256 ${fp}\r\na=setup:actpass\r\n` });

export function fakeRelay({ up = true } = {}) {
  const rooms = new Map(); // appId/roomId -> Set of members
  const everyone = new Map(); // id -> member, gone or not
  let count = 0;
  const relay = {
    up,
    sent: [],
    closed: [],
    lib() {
      return {
        getRelaySockets: () => ({ "wss://relay.invalid": { readyState: relay.up ? 1 : 3 } }),
        joinRoom: (config, roomId, callbacks = {}) => relay.join(config, roomId, callbacks),
      };
    },
    join({ appId, password }, roomId, callbacks) {
      const key = `${appId}/${roomId}`;
      if (!rooms.has(key)) rooms.set(key, new Set());
      const members = rooms.get(key);
      const me = { id: `peer${++count}`, password, callbacks, actions: new Map(), peers: new Set(), fp: fingerprint(), connections: new Map() };
      // The connection to ``other``, made once (the same object each time it is asked for).
      const connection = (other) => {
        if (!me.connections.has(other.id)) {
          me.connections.set(other.id, { close: () => relay.closed.push([me.id, other.id]), localDescription: description(me.fp), remoteDescription: description(other.fp) });
        }
        return me.connections.get(other.id);
      };
      me.connection = connection;
      everyone.set(me.id, me);
      const room = {
        onPeerJoin: null,
        onPeerLeave: null,
        makeAction(id) {
          const action = {
            onMessage: null,
            send: (data, { target } = {}) => {
              for (const other of members) {
                if (other === me || !me.peers.has(other.id) || (target && other.id !== target)) continue;
                relay.sent.push(data);
                later(() => { const a = other.actions.get(id); if (a && a.onMessage) a.onMessage(data, { peerId: me.id }); });
              }
              return Promise.resolve();
            },
          };
          me.actions.set(id, action);
          return action;
        },
        // Each connection as the browser's: close() is noted (relay.closed: [by, whose]).
        getPeers: () => Object.fromEntries([...me.peers].map((p) => [p, connection(everyone.get(p))])),
        // ``n`` chunks of a message that never ends, as Trystero says each one to ``target``.
        chunks(id, n, target) {
          for (const other of members) {
            if (other.id !== target) continue;
            const a = other.actions.get(id);
            for (let i = 0; i < n; i++) if (a && a.onReceiveProgress) a.onReceiveProgress(0, { peerId: me.id });
          }
        },
        id: me.id,
        me,
        // Gone without a word (a page closed): the others learn it only when told.
        vanish() {
          members.delete(me);
          return () => { for (const other of members) if (other.peers.delete(me.id)) other.room.onPeerLeave && other.room.onPeerLeave(me.id); };
        },
        leave() {
          members.delete(me);
          for (const other of members) {
            if (!other.peers.delete(me.id)) continue;
            later(() => other.room.onPeerLeave && other.room.onPeerLeave(me.id));
          }
        },
      };
      me.room = room;
      if (relay.up) {
        for (const other of members) {
          if (other.password !== password) {
            const error = { appId, roomId, error: "incorrect room password when decrypting offer" };
            later(() => { other.callbacks.onJoinError?.({ ...error, peerId: me.id }); callbacks.onJoinError?.({ ...error, peerId: other.id }); });
            continue;
          }
          other.peers.add(me.id);
          me.peers.add(other.id);
          later(() => { other.room.onPeerJoin && other.room.onPeerJoin(me.id); room.onPeerJoin && room.onPeerJoin(other.id); });
        }
        members.add(me);
      }
      return room;
    },
  };
  return relay;
}

export const settle = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
