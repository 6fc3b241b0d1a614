package inrow.lobby;

import inrow.protocol.ServerMessage;

/** What quick pairing needs of one open pairing socket: a way to tell it things, in order. */
public interface PairingClient {
    /** The player this socket speaks for (one browser, or one account). */
    String player();

    /** The account the socket's session signs in, or null for a guest (who may pair only in casual pools). */
    default String account() {
        return null;
    }

    void send(ServerMessage message);
}
