package inrow.room;

import inrow.protocol.GameView;
import java.util.List;

/** The games every node holds, for the lobby. One node: its own rooms are all there is ({@link #NONE}). */
public interface LobbyIndex {
    /** Every node's games, or null when this node's rooms are all there is; fails when they cannot be had now. */
    List<GameView> lobby();

    LobbyIndex NONE = () -> null;
}
