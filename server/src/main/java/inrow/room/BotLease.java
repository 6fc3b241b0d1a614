package inrow.room;

import java.util.concurrent.CompletableFuture;

/** Whether this node may think for a room's computer players: one node at a time. One node: always. */
public interface BotLease {
    CompletableFuture<Boolean> mayThink(String code);

    BotLease ALWAYS = code -> CompletableFuture.completedFuture(true);
}
