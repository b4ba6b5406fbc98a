// Carrier for two phones on one Wi-Fi or hotspot with no internet: a plain WebRTC data
// channel, no STUN or TURN server (the phones reach each other on the local network),
// the offer and answer carried by hand (text or QR code, invite.js). The invite is given
// only once every candidate is gathered: nothing else travels between the phones to
// connect. It carries text for the link (link.js): send(text), and calls the link's
// onMessage(text) and onPeer(joined).
// No pairing is needed here, as it is over the internet (pairing.js): the offer and answer
// name each end's certificate and go from one phone to the other at the table, and the
// browser holds the encrypted channel to the certificate named there, so no one else on
// the network can sit between the two phones.
import { readInvite, writeInvite } from "./invite.js";
import { withMsg, words } from "./message.js";
import { MAX_TEXT, TooLong } from "./guard.js";

// Candidates on a local network gather in well under a second; past this the invite
// goes with those found (on a phone with no network at all there are none).
export const GATHER_MS = 5000;
// The data channel's messages are kept under what every browser takes in one; a longer
// text (the whole game) goes in pieces, put together on arrival up to ``maxText``.
export const PIECE = 16_000;
// Once the answer is in, the phones reach each other within seconds on one network; past
// this the link is said to have failed (a network that isolates its phones never fails
// outright in some browsers: the checks go on).
export const CONNECT_MS = 20_000;
const WHOLE = ".";
const MORE = "+";
const LAST = "=";

export class RtcCarrier {
  constructor({ maxText = MAX_TEXT, Peer = globalThis.RTCPeerConnection, gatherMs = GATHER_MS, connectMs = CONNECT_MS } = {}) {
    if (!Peer) throw withMsg(new Error("This browser cannot connect two phones directly (no WebRTC)."), words("phones-no-webrtc"));
    this.maxText = maxText;
    this.Peer = Peer;
    this.gatherMs = gatherMs;
    this.connectMs = connectMs;
    this.timer = null;
    this.pc = null;
    this.channel = null;
    this.link = null;
    this.parts = [];
    this.size = 0;
    this.onState = () => {}; // the connection's state: "connecting", "connected", "failed"…
    // The phones never reached each other: the checks failed, or went on past
    // ``connectMs`` from the answer (the joining phone: long enough to give it back).
    this.onFailed = () => {};
    this.reached = false;
  }

  listen(link) {
    this.link = link;
  }

  get open() {
    return Boolean(this.channel && this.channel.readyState === "open");
  }

  // The host phone: the invite to give the other phone.
  async invite() {
    this.start();
    this.attach(this.pc.createDataChannel("aftermath", { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return writeInvite(await this.gathered());
  }

  // The joining phone: the answer to give back, from the host's invite.
  async join(inviteText) {
    const offer = await readInvite(inviteText, "offer");
    this.start();
    this.pc.ondatachannel = (e) => this.attach(e.channel);
    await this.pc.setRemoteDescription(offer);
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const answer = writeInvite(await this.gathered());
    this.waitOpen(this.connectMs * 6);
    return answer;
  }

  // The host phone, given the other's answer: the channel opens by itself after this.
  async accept(answerText) {
    if (!this.pc) throw withMsg(new Error("There is no invite waiting for an answer."), words("phones-no-invite-waiting"));
    await this.pc.setRemoteDescription(await readInvite(answerText, "answer"));
    this.waitOpen();
  }

  waitOpen(ms = this.connectMs) {
    clearTimeout(this.timer);
    const pc = this.pc;
    this.timer = setTimeout(() => { if (this.pc === pc) this.unreached(); }, ms);
  }

  unreached() {
    clearTimeout(this.timer);
    if (!this.reached && !this.open) this.onFailed();
  }

  start() {
    this.close();
    this.pc = new this.Peer({ iceServers: [] });
    this.reached = false;
    this.pc.onconnectionstatechange = () => {
      const state = this.pc && this.pc.connectionState;
      this.onState(state);
      if (state === "failed") this.unreached();
      if (state === "failed" || state === "closed") this.left();
    };
  }

  gathered() {
    const pc = this.pc;
    if (pc.iceGatheringState === "complete") return Promise.resolve(pc.localDescription);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pc.removeEventListener("icegatheringstatechange", check);
        resolve(pc.localDescription);
      };
      const check = () => { if (pc.iceGatheringState === "complete") done(); };
      const timer = setTimeout(done, this.gatherMs);
      pc.addEventListener("icegatheringstatechange", check);
    });
  }

  attach(channel) {
    this.channel = channel;
    channel.onopen = () => {
      this.reached = true;
      clearTimeout(this.timer);
      if (this.link) this.link.onPeer(true);
    };
    channel.onclose = () => this.left();
    channel.onmessage = (e) => this.piece(e.data);
  }

  left() {
    if (!this.channel) return;
    this.channel = null;
    if (this.link) this.link.onPeer(false);
  }

  // Pieces put together; a text past ``maxText`` is handed on as its size alone (never
  // kept whole), so the link refuses and reports it.
  piece(data) {
    if (typeof data !== "string" || !data.length) return this.deliver(data);
    const mark = data[0];
    const body = data.slice(1);
    if (mark === WHOLE) return this.deliver(body);
    if (mark !== MORE && mark !== LAST) return this.deliver(data);
    this.size += body.length;
    if (this.size <= this.maxText) this.parts.push(body);
    if (mark === MORE) return undefined;
    const whole = this.size <= this.maxText ? this.parts.join("") : new TooLong(this.size);
    this.parts = [];
    this.size = 0;
    return this.deliver(whole);
  }

  deliver(text) {
    if (this.link) this.link.onMessage(text);
  }

  send(text) {
    if (!this.open) return false;
    try {
      if (text.length <= PIECE) {
        this.channel.send(WHOLE + text);
        return true;
      }
      for (let at = 0; at < text.length; at += PIECE) {
        this.channel.send((at + PIECE >= text.length ? LAST : MORE) + text.slice(at, at + PIECE));
      }
      return true;
    } catch {
      // The channel closed under the send: the link keeps what it could not send.
      return false;
    }
  }

  close() {
    clearTimeout(this.timer);
    const pc = this.pc;
    this.pc = null;
    if (this.channel) this.channel.close();
    this.left();
    if (pc) pc.close();
  }
}
