package inrow.lobby;

import inrow.engine.Rules;
import inrow.game.TimeControl;
import inrow.pairing.PoolKey;

/** One pool of the catalogue and the game it makes: rules and clock (null: untimed). */
public record PoolGame(PoolKey key, Rules rules, TimeControl clock) {
}
