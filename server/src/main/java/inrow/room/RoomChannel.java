package inrow.room;

import inrow.protocol.GameView;

/**
 * How a room held on this node hears what the other nodes holding it do (their steps, their presence) and tells
 * them its own presence. One node: nobody else to hear ({@link #NONE}).
 */
public interface RoomChannel {
    /** A room as the channel sees it: what it shows, and where the other nodes' news goes (into its queue). */
    interface Listener {
        String code();

        /** What the room shows and is, as one value. */
        RoomSnapshot snapshot();

        default GameView view() {
            return snapshot().view();
        }

        default boolean hasComputer() {
            return snapshot().hasComputer();
        }

        /** Whether a computer is to move now (some node must hold the room so it does). */
        default boolean computerToMove() {
            return snapshot().computerToMove();
        }

        /** Whether the current round is over. */
        default boolean over() {
            return snapshot().over();
        }

        /**
         * Whether the shared lobby should not list the room though it is on: both its people long gone
         * ({@link RoomSnapshot#playersLongGone}), which only a holder of the room can tell (the view does not say since when).
         */
        boolean delisted();

        /** A step another node took. */
        void heard(RoomEvent event);

        /** The room's latest step, as the step log knows it. */
        void latest(long latest);

        /** What another node has in the room; null when that node is gone. */
        void heardPresence(String node, Presence presence);

        /** Tell the other nodes again what this node has in the room (they may have forgotten). */
        void announceAgain();
    }

    /** The room is now held on this node: it hears the other nodes' steps and presence from now on. */
    void attach(Listener room);

    void detach(Listener room);

    /** Who this node has in the room changed. */
    void presence(Listener room, Presence presence);

    RoomChannel NONE = new RoomChannel() {
        @Override
        public void attach(Listener room) {
        }

        @Override
        public void detach(Listener room) {
        }

        @Override
        public void presence(Listener room, Presence presence) {
        }
    };
}
