package inrow.pairing;

/** Two entries of one pool matched: {@code first} moves first. Both have left the pool. */
public record Pairing(PoolKey pool, Entry first, Entry second) {
}
