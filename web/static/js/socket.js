// The game socket: connects, reconnects with backoff, pings, and drops states older than the last one seen.
// It knows nothing about the game; it hands every message to the page (an `events` frame's version is checked by the
// page's store, game-store.js, which holds the version the frame must follow).

const PING_MS = 5000;
// A socket can stay "open" for minutes after the network under it died (a laptop lid, a lost Wi-Fi): when the
// server has said nothing for this long after a ping, the socket is taken for dead and replaced.
const SILENCE_MS = 4000;
const MAX_BACKOFF_MS = 10000;

export class GameSocket {
  constructor(url, { onOpen, onMessage, onStatus }) {
    this.url = url;
    this.onOpen = onOpen;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.attempt = 0;
    this.lastVersion = -1;
    this.stopped = false;
    this.ws = null;
    this.retryTimer = null;
    window.addEventListener('online', () => this.reconnectNow(true));
    window.addEventListener('offline', () => this.drop());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.reconnectNow(false);
    });
  }

  connect() {
    clearTimeout(this.retryTimer);
    this.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    // An opening handshake into a dead network can hang far longer than a person waits.
    clearTimeout(this.silence);
    this.silence = setTimeout(() => { if (this.ws === ws && !this.connected) this.lost(); }, 2 * SILENCE_MS);
    ws.onopen = () => {
      if (this.ws !== ws) return;
      clearTimeout(this.silence);
      // A fresh connection starts a fresh sequence: the first state it brings is always the newest.
      this.lastVersion = -1;
      // Open is not yet live: a socket can open into a network that carries nothing. The first word from the
      // server (the answer to the join) makes it live.
      this.live = false;
      // Each ping reports the round trip of the one before, measured here: the server refunds part of it on a
      // timed move, so a player far away is not charged for the network.
      this.pings = new Map();
      this.rtt = null;
      this.pinger = setInterval(() => this.ping(), PING_MS);
      this.ping();
      this.onOpen();
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return;
      this.heardAt = performance.now();
      if (!this.live) {
        this.live = true;
        this.attempt = 0;
        this.onStatus('connected');
      }
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      if (msg.type === 'state') {
        if (msg.v <= this.lastVersion) return; // an older state overtaken by a newer one
        this.lastVersion = msg.v;
      }
      if (msg.type === 'moved') {
        // A move applies only on top of the version before it. The server sends every version to a joined socket,
        // so a gap means something was lost: a fresh connection brings the whole state again.
        if (msg.v !== this.lastVersion + 1) { this.lost(); return; }
        this.lastVersion = msg.v;
      }
      if (msg.type === 'pong' && this.pings.has(msg.id)) {
        this.rtt = Math.round(performance.now() - this.pings.get(msg.id));
        this.pings.delete(msg.id);
        return;
      }
      if (msg.type === 'error' && msg.code === 'unknown_game') this.stopped = true;
      this.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.lost();
    };
  }

  /** The socket is gone (closed, or silent too long): forget it and try again after a pause. */
  lost() {
    clearInterval(this.pinger);
    clearTimeout(this.silence);
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onopen = null; ws.onmessage = null; ws.onclose = null;
      try { ws.close(); } catch { /* already closing */ }
    }
    if (this.stopped) { this.onStatus('gone'); return; }
    this.scheduleRetry();
  }

  /** The browser says the network is gone: no socket survives that, so say so now rather than after a timeout. */
  drop() {
    if (this.ws) this.lost();
  }

  get connected() {
    return Boolean(this.ws && this.ws.readyState === WebSocket.OPEN && this.live);
  }

  scheduleRetry() {
    const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempt);
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    this.attempt++;
    this.onStatus('waiting', delay);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  ping() {
    const id = `p${Date.now()}`;
    this.pings.clear();
    const sentAt = performance.now();
    this.pings.set(id, sentAt);
    this.send(this.rtt === null ? { type: 'ping', id } : { type: 'ping', id, rtt_ms: this.rtt });
    clearTimeout(this.silence);
    this.silence = setTimeout(() => {
      if (!(this.heardAt > sentAt)) this.lost();
    }, SILENCE_MS);
  }

  /** Connects at once, skipping the backoff: the network is back, or the person asked. */
  reconnectNow(force) {
    if (this.stopped) return;
    if (this.ws && (!force || this.connected)) return;
    if (this.ws) this.lost();
    clearTimeout(this.retryTimer);
    this.attempt = Math.min(this.attempt, 1);
    this.connect();
  }

  /** Closes the socket for good: no reconnection follows. */
  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.lost();
  }

  send(message) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }
}
