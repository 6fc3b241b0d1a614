// The game socket: connects, reconnects with backoff, pings, and drops states older than the last one seen.
// It knows nothing about the game; it hands every message to the page.

const PING_MS = 10000;
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
    window.addEventListener('online', () => this.reconnectNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.reconnectNow();
    });
  }

  connect() {
    clearTimeout(this.retryTimer);
    this.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      // A fresh connection starts a fresh sequence: the first state it brings is always the newest.
      this.lastVersion = -1;
      this.onStatus('connected');
      // Each ping reports the round trip of the one before, measured here: the server refunds part of it on a
      // timed move, so a player far away is not charged for the network.
      this.pings = new Map();
      this.rtt = null;
      this.pinger = setInterval(() => this.ping(), PING_MS);
      this.ping();
      this.onOpen();
    };
    ws.onmessage = (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      if (msg.type === 'state') {
        if (msg.v <= this.lastVersion) return; // an older state overtaken by a newer one
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
      clearInterval(this.pinger);
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) { this.onStatus('gone'); return; }
      this.scheduleRetry();
    };
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
    this.pings.set(id, performance.now());
    this.send(this.rtt === null ? { type: 'ping', id } : { type: 'ping', id, rtt_ms: this.rtt });
  }

  reconnectNow() {
    if (!this.stopped && !this.ws) this.connect();
  }

  send(message) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }
}
