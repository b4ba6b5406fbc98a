// The pairing steps of the internet carrier (pairing.js says what goes), installed on
// NetCarrier (trystero.js: ``this`` is the carrier). A proof is checked against the
// certificates of the connection it came over, and the link then hears only that
// connection: one the library put in its place under the same phone is not listened to.
import { checkCode, commitMessage, commitOf, ends, hello, proof, proofMessage, readPair } from "./pairing.js";

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
    const stranger = this.pair === null ? "silent" : "old";
    if (!m) return this.refuse(peerId, stranger);
    if (m.pair === "commit") {
      // This phone's own commitment echoed back: not a phone that drew its own nonce.
      if (this.theirCommit !== null || m.commit === this.commit) return this.refuse(peerId, stranger);
      this.theirCommit = m.commit;
      this.sendRaw(hello(this.nonce, this.pair !== null));
      return;
    }
    if (m.pair === "hello") {
      // A nonce said before its commitment could have been chosen after hearing this phone's.
      if (this.theirCommit === null || this.theirNonce !== null) return this.refuse(peerId, stranger);
      // This phone's own nonce echoed back: not a phone that drew its own.
      if (m.nonce === this.nonce) return this.refuse(peerId, stranger);
      if (await commitOf(m.nonce) !== this.theirCommit) return this.refuse(peerId, stranger, "it did not say the nonce it committed to");
      this.theirNonce = m.nonce;
      if (this.pair === null && !m.pinned) return this.firstMeeting(m.nonce, peerId);
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

  // This phone's commitment to its nonce, said on meeting (joined, trystero.js).
  async commitStep(peerId) {
    if (peerId !== this.peerId || this.paired) return;
    this.commit = await commitOf(this.nonce);
    this.sendRaw(commitMessage(this.commit));
  },

  // Neither phone holds a token: the smaller nonce is theirs now, and the check code the
  // players compare (alike on both phones only if no one sits between them).
  async firstMeeting(nonce, peerId) {
    const certs = ends(this.connectionOf(peerId));
    if (!certs) return this.refuse(peerId, "silent", "its connection could not be checked");
    const code = await checkCode([this.nonce, nonce], certs);
    return this.pairedUp(this.nonce < nonce ? this.nonce : nonce, peerId, code);
  },

  async pairedUp(token, peerId, code = null) {
    this.clearTimers();
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
    this.say("connected", "Connected over the internet.");
    if (this.link) this.link.onPeer(true);
  },
};
