package inrow.room;

import inrow.game.ChatLine;
import inrow.game.Player;
import inrow.game.Table;

import inrow.engine.Mark;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.Whereabouts;
import inrow.protocol.GameView;
import inrow.protocol.SeatKind;
import java.util.ArrayList;
import java.util.List;

/**
 * A room as every other thread may see it (Rooms, the lobby, the cluster, the web layer, the computers): one
 * immutable value that the room's queue replaces whole whenever any part of it changes, so a reader gets facts that
 * belong together. {@code table}: the room's table as it stands; {@code whereabouts}: who is away since when and
 * the rematch asks, which are not durable and so not in the table (it may be ahead of {@code view}, the state last
 * shown, at {@code version}); {@code present}: connections here; {@code emptySince}: since when nobody has been here
 * (meaningless while someone is); {@code everJoined}: whether anyone ever joined it while it was in memory;
 * {@code arrivalUntil}: until when a game just made is listed before anyone came (never for a room loaded from the
 * store); {@code closed}: it has left memory.
 */
public record RoomSnapshot(Table table, Whereabouts whereabouts, GameView view, long version, int present, long emptySince,
                           boolean everJoined, long arrivalUntil, boolean closed) {
    /** How long a new game waiting for a player is listed before its creator has come to it. */
    public static final long INVITATION_ARRIVAL_MILLIS = 60_000;
    /** A game between two people both gone this long leaves the lobby, watched or not: nothing happens in it. */
    public static final long PLAYERS_GONE_UNLISTED_MILLIS = 10 * 60_000L;

    static RoomSnapshot first(Table table, GameView view, long now) {
        return new RoomSnapshot(table, Whereabouts.NONE, view, 0, 0, now, false, Long.MIN_VALUE, false);
    }

    RoomSnapshot withTable(Table next) {
        return new RoomSnapshot(next, whereabouts, view, version, present, emptySince, everJoined, arrivalUntil, closed);
    }

    RoomSnapshot withWhereabouts(Whereabouts next) {
        return new RoomSnapshot(table, next, view, version, present, emptySince, everJoined, arrivalUntil, closed);
    }

    RoomSnapshot shown(GameView next, long v) {
        return new RoomSnapshot(table, whereabouts, next, v, present, emptySince, everJoined, arrivalUntil, closed);
    }

    RoomSnapshot attended(int count, long empty) {
        return new RoomSnapshot(table, whereabouts, view, version, count, empty, everJoined, arrivalUntil, closed);
    }

    RoomSnapshot joined() {
        return everJoined ? this
            : new RoomSnapshot(table, whereabouts, view, version, present, emptySince, true, arrivalUntil, closed);
    }

    RoomSnapshot arriving(long until) {
        return new RoomSnapshot(table, whereabouts, view, version, present, emptySince, everJoined, until, closed);
    }

    RoomSnapshot close() {
        return new RoomSnapshot(table, whereabouts, view, version, present, emptySince, everJoined, arrivalUntil, true);
    }

    /** The game's rules (the same in every round). */
    public Rules rules() {
        return table.game().rules();
    }

    /** Who sits in each slot (0: whoever was X in round 1; colours swap every round, slots never do), by name. */
    public List<String> namesBySlot() {
        List<String> names = new ArrayList<>(2);
        for (Player p : table.players()) {
            names.add(p == null ? null : p.name());
        }
        return names;
    }

    /** The slot of the player at X this round (after a swap opening's choice, the one who chose X). */
    public int xSlotNow() {
        return table.slot(Mark.X);
    }

    /** A finished game's public chat, the spectators'; nothing while the game is on. The players' is theirs alone. */
    public List<ChatLine> chatAfterTheGame() {
        return table.status() == GameStatus.OVER ? table.chatFor(false) : List.of();
    }

    /** Whether the current round is over. */
    public boolean over() {
        return table.status() == GameStatus.OVER;
    }

    /** Whether a computer sits at this table: the cluster keeps such rooms held somewhere so they play on. */
    public boolean hasComputer() {
        return table.players().stream().anyMatch(p -> p != null && p.isBot());
    }

    /** Whether a computer is to move now (some node must hold the room so it does). */
    public boolean computerToMove() {
        Player p = table.status() == GameStatus.PLAYING ? table.player(table.toAct()) : null;
        return p != null && p.isBot();
    }

    /** Whether the game still waits for a player and nobody has moved: it never started. */
    boolean waitingForAPlayer() {
        return table.status() == GameStatus.WAITING && table.neverStarted();
    }

    /**
     * How this room ranks for eviction when the server is full (lower first); -1 when it must stay. A finished game
     * goes first: it is only read again, from the store, if someone looks back at it. A room nobody joined yet comes
     * next: it is often a pairing whose players are on their way (at 100,000 rooms, the 1,000-player arena's fresh
     * rooms were evicted before their players arrived, who then found the server full).
     */
    int evictionRank() {
        if (present > 0 || closed || table.status() == GameStatus.PLAYING) {
            return -1;
        }
        return table.status() == GameStatus.OVER ? 0 : !everJoined ? 1 : 2;
    }

    /** Whether the lobby should not list the room though it is on: both its people long gone. */
    public boolean delisted(long now) {
        return playersLongGone(table, whereabouts, now);
    }

    /**
     * Whether the lobby may list the room: not over, not left out by its creator ({@code unlisted}: a game between
     * friends, who share its link), and not waiting on people who have all gone (see {@link #peopleGone}), except
     * for a minute after it was made, before anyone has come, while its creator's page opens.
     */
    public boolean listable(long now) {
        if (playersLongGone(table, whereabouts, now)) {
            return false;
        }
        return listable(view) || view.status() != inrow.protocol.GameStatus.OVER && !view.unlisted() && !everJoined
            && now < arrivalUntil;
    }

    /**
     * Whether both seats hold people who have both been gone for {@link #PLAYERS_GONE_UNLISTED_MILLIS}. Watchers
     * once kept such a game listed for as long as they watched, and drew more watchers to an empty table.
     */
    static boolean playersLongGone(Table t, Whereabouts w, long now) {
        for (Mark m : Mark.values()) {
            Player p = t.player(m);
            if (p == null || p.isBot() || w.awayFor(t, m, now) < PLAYERS_GONE_UNLISTED_MILLIS) {
                return false;
            }
        }
        return true;
    }

    /**
     * The same judged from a view alone (another node's room, known by its lobby entry): not over, not unlisted, not
     * waiting on people who have all gone.
     */
    public static boolean listable(GameView v) {
        return v.status() != inrow.protocol.GameStatus.OVER && !v.unlisted() && !peopleGone(v);
    }

    /**
     * Whether the game waits on people seated in it who are all gone (on every node: the view says): an invitation
     * whose inviter left, which an opponent who accepted it would find with an empty chair; or a game against the
     * computer whose person left, which stands still (the computer never moves out of turn) until they come back or
     * it is abandoned, and would only fill the lobby's list with games where nothing happens. A game between two
     * people is not: either may come back, and onlookers may wait with it.
     */
    public static boolean peopleGone(GameView v) {
        boolean people = false;
        boolean computer = false;
        for (GameView.PlayerView p : v.players().values()) {
            if (p != null && p.kind() == SeatKind.HUMAN) {
                if (p.connected()) {
                    return false;
                }
                people = true;
            }
            computer |= p != null && p.kind() == SeatKind.BOT;
        }
        return people && (v.status() == inrow.protocol.GameStatus.WAITING || computer);
    }
}
