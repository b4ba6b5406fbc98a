// The pairing steps of the internet carrier (pairing.js says what goes), installed on
// NetCarrier (trystero.js: ``this`` is the carrier). A proof is checked against the
// certificates of the connection it came over, and the link then hears only that
// connection: one the library put in its place under the same phone is not listened to.
import { checkCode, commitMessage, commitOf, ends, hello, proof, proofMessage, readPair } from "./pairing.js";
import { words } from "./message.js";

export const pairingSteps = {
  // The browser's connection to ``peerId`` (an RTCPeerConnection), or null.
  connectionOf(peerId) {
    const peers = this.room && typeof this.room.getPeers === "function" ? this.room.getPeers() : null;
    return (peers && peers[peerId]) || null;
  },

  // Whether ``peerId`` still speaks over the connection it paired on.
  sameConnection(peerId) {
    return this.connectionOf(peerId) === this.bound;
  },

  // One stranger's pairing message, with its slot's state (trystero_peers.js); once it
  // paired, what came meanwhile goes on to the link.
  async pairStep(data, peerId) {
    const s = this.slots.get(peerId);
    if (!s || (this.peerId !== null && this.peerId !== peerId)) return;
    if (this.paired) {
      if (!this.sameConnection(peerId)) return this.refuse(peerId, "old", "its connection changed after it was checked");
      this.link.onMessage(data);
      return;
    }
    const m = readPair(data);
    const stranger = this.pair === null ? "silent" : "old";
    if (!m) return this.refuse(peerId, stranger);
    if (m.pair === "commit") {
      // This phone's own commitment echoed back: not a phone that drew its own nonce.
      if (s.theirCommit !== null || m.commit === s.commit) return this.refuse(peerId, stranger);
      s.theirCommit = m.commit;
      this.sendRaw(hello(s.nonce, this.pair !== null), peerId);
      return;
    }
    if (m.pair === "hello") {
      // A nonce said before its commitment could have been chosen after hearing this phone's.
      if (s.theirCommit === null || s.theirNonce !== null) return this.refuse(peerId, stranger);
      // This phone's own nonce echoed back: not a phone that drew its own.
      if (m.nonce === s.nonce) return this.refuse(peerId, stranger);
      if (await commitOf(m.nonce) !== s.theirCommit) return this.refuse(peerId, stranger, "it did not say the nonce it committed to");
      s.theirNonce = m.nonce;
      if (this.pair === null && !m.pinned) return this.firstMeeting(m.nonce, peerId);
      if (this.pair !== null && !m.pinned) return this.refuse(peerId, "old");
      if (this.pair === null) return this.refuse(peerId, "other");
      const certs = ends(this.connectionOf(peerId));
      if (!certs) return this.refuse(peerId, "old", "its connection could not be checked");
      this.sendRaw(proofMessage(await proof(this.pair, s.nonce, m.nonce, { from: certs.local, to: certs.remote })), peerId);
      return;
    }
    if (this.pair === null || s.theirNonce === null) return this.refuse(peerId, "old");
    const certs = ends(this.connectionOf(peerId));
    if (!certs || m.proof !== await proof(this.pair, s.theirNonce, s.nonce, { from: certs.remote, to: certs.local })) return this.refuse(peerId, "old");
    return this.pairedUp(null, peerId);
  },

  // This phone's commitment to its nonce for ``peerId``, said at its turn (trystero_peers.js).
  async commitStep(peerId) {
    const s = this.slots.get(peerId);
    if (!s || this.paired) return;
    s.commit = await commitOf(s.nonce);
    this.sendRaw(commitMessage(s.commit), peerId);
  },

  // Neither phone holds a token: the smaller nonce is theirs now, and the check code the
  // players compare (alike on both phones only if no one sits between them).
  async firstMeeting(nonce, peerId) {
    const certs = ends(this.connectionOf(peerId));
    if (!certs) return this.refuse(peerId, "silent", "its connection could not be checked");
    const mine = this.slots.get(peerId).nonce;
    const code = await checkCode([mine, nonce], certs);
    return this.pairedUp(mine < nonce ? mine : nonce, peerId, code);
  },

  // ``peerId`` is the paired phone: the others checked meanwhile are let go (one phone
  // plays), and those waiting their turn wait on, for when this one is gone.
  async pairedUp(token, peerId, code = null) {
    if (this.peerId !== null) return;
    const s = this.slots.get(peerId);
    this.peerId = peerId;
    s.timers.forEach((t) => this.clock.clearTimeout(t));
    s.timers = [];
    this.clearTimers();
    for (const other of this.checking()) if (other !== s) this.letGo(other.id);
    // The pairing's numbers, as the page and the tests read them.
    Object.assign(this, { nonce: s.nonce, theirNonce: s.theirNonce, commit: s.commit, theirCommit: s.theirCommit });
    if (token !== null) {
      this.pair = token;
      await this.onPair(token);
    }
    if (code !== null) {
      this.check = code;
      this.onCheck(code);
    }
    this.bound = this.connectionOf(peerId);
    this.paired = true;
    this.say("connected", "Connected over the internet.", null, words("phones-net-connected"));
    if (this.link) this.link.onPeer(true);
  },
};
