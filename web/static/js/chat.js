// The chat panel: lines as the server sends them (text only, never HTML), a box to write, quick phrases, and a
// mute for the opponent's lines, remembered in this browser. Players talk to each other; spectators to spectators.
import { localName, t } from './i18n.js';

const MUTE_KEY = 'inrow.mute';
const MUTE_ONLOOKERS_KEY = 'inrow.muteOnlookers';
const MAX_CHARS = 140;

/** What stands between a name and its line, as the page's language writes it ("Bob : Bonjour" in French). */
const SEPARATOR = (() => {
  const s = t('js.game.chat.line', { name: '\u0001', text: '\u0002' });
  return s.slice(s.indexOf('\u0001') + 1, s.indexOf('\u0002'));
})();

/** A line as the server keeps it, for comparing: its spaces folded to one (no-break ones too), its ends trimmed. */
const fold = (text) => text.replace(/\s+/gu, ' ').trim();

export class Chat {
  constructor({ send, say, tooLong }) {
    this.send = send;
    this.tooLong = tooLong;
    // The list is not a live region: a screen reader was read its own lines back. Others' new lines are said.
    this.say = say;
    this.list = document.getElementById('chat-lines');
    this.form = document.getElementById('chat-form');
    this.input = document.getElementById('chat-text');
    this.mute = document.getElementById('chat-mute');
    this.you = null;
    this.facing = false;
    this.seen = new Set();
    // What this page sent and has not yet seen come back: the box is emptied only then, so a line the server
    // refused (too many at once) or never got is still there to send again.
    this.sent = null;
    this.sentAt = 0;
    this.mute.checked = localStorage.getItem(MUTE_KEY) === '1';
    this.mute.addEventListener('change', () => {
      localStorage.setItem(MUTE_KEY, this.mute.checked ? '1' : '0');
      this.list.dataset.mute = String(this.mute.checked);
    });
    this.list.dataset.mute = String(this.mute.checked);
    // A player's own section for the onlookers' lines (shown once the game is over), with its own mute.
    this.onlookers = document.getElementById('onlookers');
    this.onlookerList = document.getElementById('onlooker-lines');
    this.muteOnlookers = document.getElementById('onlookers-mute');
    this.muteOnlookers.checked = localStorage.getItem(MUTE_ONLOOKERS_KEY) === '1';
    this.onlookers.dataset.mute = String(this.muteOnlookers.checked);
    this.muteOnlookers.addEventListener('change', () => {
      localStorage.setItem(MUTE_ONLOOKERS_KEY, this.muteOnlookers.checked ? '1' : '0');
      this.onlookers.dataset.mute = String(this.muteOnlookers.checked);
    });
    // Lines said while the chat is off the screen (on a phone it sits far below the board) are counted on a button
    // in the players' card, which brings the chat into view; seeing the chat clears the count.
    this.unread = 0;
    this.history = false;
    this.card = this.list.closest('.chat');
    this.pill = document.getElementById('chat-unread');
    this.inView = true;
    new IntersectionObserver(([entry]) => {
      this.inView = entry.isIntersecting;
      if (this.inView) this.markRead();
    }).observe(this.list);
    this.pill.addEventListener('click', () => {
      // Only brought into view: focusing the box would open a phone's keyboard over the board and the lines.
      this.card.scrollIntoView({ block: 'center' });
      this.markRead();
    });
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      // The server counts code points (most emoji are one); the box's own maxlength counted UTF-16 units, two for an
      // emoji, and cut 100 emoji to 70. So the box has none, and a line too long is said here.
      if ([...text].length > MAX_CHARS) {
        this.tooLong(t('js.game.chat.tooLong', { n: MAX_CHARS }));
        return;
      }
      // The same line again before it came back is a second press of Enter, not a second line.
      if (!text || (fold(text) === this.sent && performance.now() - this.sentAt < 2000)) return;
      if (this.send(text)) {
        this.sent = fold(text);
        this.sentAt = performance.now();
      }
    });
    document.getElementById('chat-phrases').addEventListener('click', (e) => {
      const b = e.target.closest('button[data-phrase]');
      if (b) this.send(b.dataset.phrase);
    });
  }

  /**
   * Who this page is now ('X', 'O' or null): the title says whom its lines go to, the opponent or the other
   * spectators, the game on or over (once it is over a player reads the spectators' lines too, in a section of their
   * own below, but still writes to the opponent alone).
   */
  seat(you) {
    this.you = you;
    this.frame();
  }

  /**
   * Whether this page's player faces the computer: there is nobody to write to then, so the chat only shows the
   * spectators' lines (after the game), titled as theirs, with no box, phrases or mute.
   */
  facingComputer(facing) {
    if (this.facing === facing) return;
    this.facing = facing;
    this.frame();
  }

  frame() {
    const talking = Boolean(this.you) && !this.facing;
    document.getElementById('chat-title').textContent = t(talking ? 'js.game.chat.players' : 'js.game.chat.spectators');
    document.getElementById('chat-phrases').hidden = !talking;
    this.mute.closest('label').hidden = !talking;
    this.form.hidden = Boolean(this.you) && this.facing;
  }

  /** Whether any line is shown. */
  get empty() {
    return this.list.children.length === 0 && this.onlookerList.children.length === 0;
  }

  /** A new connection: the lines it is sent before its first state are the room's history, not news. */
  joining() {
    this.history = true;
  }

  /** The connection's state came: lines from now on are said now. */
  caughtUp() {
    this.history = false;
  }

  markRead() {
    this.unread = 0;
    this.pill.hidden = true;
  }

  /** A line from the server; a line seen before (sent again after a reconnection) is shown once. */
  add(line, live = false) {
    const key = `${line.room}|${line.at}|${line.name}|${line.text}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const li = document.createElement('li');
    li.dataset.room = line.room;
    li.dataset.at = String(line.at);
    li.dataset.own = String(line.room === 'players' && line.from === this.you);
    const who = document.createElement('b');
    who.textContent = line.room === 'spectators' ? t('js.game.chat.watcher', { name: line.name })
      : localName(line.name);
    const text = document.createElement('span');
    text.textContent = line.text;
    li.append(who, SEPARATOR, text);
    const own = line.room === 'players' ? line.from === this.you : !this.you;
    const echo = own && this.sent !== null && fold(line.text) === this.sent; // the line this page sent, come back
    // Among spectators, whose lines carry no seat, one's own is that echo.
    const mine = line.room === 'players' ? own : echo;
    if (echo) {
      if (fold(this.input.value) === this.sent) this.input.value = '';
      this.sent = null;
    }
    // A player talking with a person reads the onlookers apart: their lines arrive all at once when the game ends.
    const apart = line.room === 'spectators' && Boolean(this.you) && !this.facing;
    const list = apart ? this.onlookerList : this.list;
    if (apart) this.onlookers.hidden = false;
    // In the order they were said.
    const later = [...list.children].find((other) => Number(other.dataset.at) > line.at);
    list.insertBefore(li, later ?? null);
    list.scrollTop = list.scrollHeight;
    const muted = (this.mute.checked && line.room === 'players' && !own) || (apart && this.muteOnlookers.checked);
    if (live && !mine && !muted && !this.history) this.say(`${who.textContent}${SEPARATOR}${line.text}`);
    if (live && !mine && !muted && !this.inView && !this.card.hidden && !this.history) {
      this.unread += 1;
      this.pill.textContent = String(this.unread); // after a speech balloon (CSS): it fits any row
      this.pill.setAttribute('aria-label', t('js.game.chat.unread', { n: this.unread }));
      this.pill.title = this.pill.getAttribute('aria-label');
      this.pill.hidden = false;
    }
  }
}
