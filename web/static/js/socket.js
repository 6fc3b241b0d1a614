// The game socket: connects, reconnects with backoff, pings, and drops states older than the last one seen.
// It knows nothing about the game; it hands every message to the page.

const PING_MS = 25000;
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
      this.pinger = setInterval(() => this.send({ type: 'ping' }), PING_MS);
      this.onOpen();
    };
    ws.onmessage = (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      if (msg.type === 'state') {
        if (msg.v <= this.lastVersion) return; // an older state overtaken by a newer one
        this.lastVersion = msg.v;
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
