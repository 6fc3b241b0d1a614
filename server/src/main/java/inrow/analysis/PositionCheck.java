package inrow.analysis;

/** What a list of moves makes: a {@link Position} to analyse, or the reason it is none. */
public sealed interface PositionCheck permits Position, Position.Refused {
}
