// The pairing steps of the internet carrier (pairing.js says what goes), installed on
// NetCarrier (trystero.js: ``this`` is the carrier). A proof is checked against the
// certificates of the connection it came over, and the link then hears only that
// connection: one the library put in its place under the same phone is not listened to.
import { ends, proof, proofMessage, readPair } from "./pairing.js";

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

  async pairStep(data, peerId) {
    if (peerId !== this.peerId) return;
    if (this.paired) {
      if (!this.sameConnection(peerId)) return this.refuse(peerId, "old", "its connection changed after it was checked");
      this.link.onMessage(data);
      return;
    }
    const m = readPair(data);
    if (!m) return this.refuse(peerId, this.pair === null ? "silent" : "old");
    if (m.pair === "hello") {
      if (this.theirNonce !== null) return this.refuse(peerId, "silent");
      // This phone's own nonce echoed back: not a phone that drew its own.
      if (m.nonce === this.nonce) return this.refuse(peerId, this.pair === null ? "silent" : "old");
      this.theirNonce = m.nonce;
      if (this.pair === null && !m.pinned) return this.pairedUp(this.nonce < m.nonce ? this.nonce : m.nonce, peerId);
      if (this.pair !== null && !m.pinned) return this.refuse(peerId, "old");
      if (this.pair === null) return this.refuse(peerId, "other");
      const certs = ends(this.connectionOf(peerId));
      if (!certs) return this.refuse(peerId, "old", "its connection could not be checked");
      this.sendRaw(proofMessage(await proof(this.pair, this.nonce, m.nonce, { from: certs.local, to: certs.remote })));
      return;
    }
    if (this.pair === null || this.theirNonce === null) return this.refuse(peerId, "old");
    const certs = ends(this.connectionOf(peerId));
    if (!certs || m.proof !== await proof(this.pair, this.theirNonce, this.nonce, { from: certs.remote, to: certs.local })) return this.refuse(peerId, "old");
    return this.pairedUp(null, peerId);
  },

  async pairedUp(token, peerId) {
    this.clearTimers();
    if (token !== null) {
      this.pair = token;
      await this.onPair(token);
    }
    this.bound = this.connectionOf(peerId);
    this.paired = true;
    this.say("connected", "Connected over the internet.");
    if (this.link) this.link.onPeer(true);
  },
};
