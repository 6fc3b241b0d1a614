package inrow.game;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Result;
import java.util.ArrayList;
import java.util.List;

/** The {@link Reducer}'s rules for the board: a move, a swap opening's choice, a seat reopened, a start or an end. */
final class Playing {
    private Playing() {
    }

    static Evolved moved(Table t, Change.Moved mv, Verdict.Played played) {
        Game after = Reducer.play(t, mv, played);
        if (after == null) {
            return Reducer.misfit(t, "step", mv);
        }
        Game game = t.game();
        Mark mover = game.turn();
        Player p = t.player(t.toAct()); // in an opening, who places a stone is not the stone's colour
        Offers offers = t.offers();
        List<Event> events = new ArrayList<>();
        events.add(new Event.Moved(mover, mv.x(), mv.y(), mv.ply()));
        // A draw offer lapses when the player it was made to moves. A takeback request lapses with any move: the
        // move it asked to undo is no longer the last, and granting it later would undo the granter's own move too
        // (lichess drops it on a move as well). Nothing stands once the round is over.
        Offers left = offers;
        if (offers.draw() != null && (offers.draw() != mover || after.isOver())) {
            events.add(new Event.Lapsed(OfferKind.DRAW, offers.draw()));
            left = left.with(OfferKind.DRAW, null);
        }
        if (offers.takeback() != null) {
            events.add(new Event.Lapsed(OfferKind.TAKEBACK, offers.takeback()));
            left = left.with(OfferKind.TAKEBACK, null);
        }
        int slot = t.slot(mover);
        Clocks clocks = t.clocks();
        Round next = t.current().moved(after,
            // A computer's move brings its own comment; a person's move keeps the last one on show.
            p != null && p.isBot() ? mv.comment() : t.comment(), mv.at(), clocks.moved(slot, mv.clockMs(), mv.at()),
            t.takebackBook().moved(game.ply(), clocks.left() == null ? null : clocks.left().get(slot)), left);
        Table table = t.with(next);
        return new Evolved(table, events, left.equals(offers) ? List.of() : List.of(Reducer.standing(table)));
    }

    /** The seat is open again and the round starts over, as if its player had never come: no stones, no offers. */
    static Evolved unseated(Table t, Change.Unseated u) {
        Mark mark = t.markOf(u.slot());
        List<Event> events = new ArrayList<>(Offering.lapsed(t.offers()));
        events.add(new Event.Unseated(mark));
        Round fresh = Round.start(t.setup(), t.round(), u.at());
        Table table = t.with(Slots.with(t.players(), u.slot(), null), fresh);
        return new Evolved(table, events, t.offers().equals(Offers.NONE) ? List.of() : List.of(
            Reducer.standing(table)));
    }

    static Evolved chose(Table t, Change.Chose ch) {
        if (ch.round() != t.round() || ch.ply() != t.game().ply() || t.phase() != OpeningPhase.CHOOSE
            || (ch.take() == Take.MORE && !t.opening().moreOffered())) {
            return Reducer.misfit(t, "choice", ch);
        }
        Mark chooser = t.toAct();
        Table table = t.with(t.current().chose(t.opening().chose(ch.take()), ch.at())); // the next turn starts now
        return Reducer.said(table, new Event.Chose(chooser, ch.take()));
    }

    static Evolved stepped(Table t, Change.Stepped st) {
        TournamentMove move = TournamentMove.parse(t.rules(), st.step());
        if (st.round() != t.round() || !t.current().inTournament() || move == null) {
            return Reducer.misfit(t, "tournament step", st);
        }
        Mark by = t.toAct();
        TournamentOpening.Answer answer = t.current().tournament().apply(t.current().tournament().actor(), move);
        if (!(answer instanceof TournamentOpening.Answer.Next next)) {
            return Reducer.misfit(t, "tournament step", st);
        }
        Table table = t.with(t.current().stepped(next.opening(), st.at())); // the next turn starts now
        return Reducer.said(table, new Event.Stepped(by, st.step()));
    }

    /** The round starts, or ends: an ending the board cannot tell (resignation, time...) is applied here. */
    static Evolved status(Table t, Change.Status st) {
        Game game = t.game();
        if (st.round() != t.round()) {
            return Reducer.quiet(t);
        }
        if (st.status() == GameStatus.PLAYING && game.ply() == 0 && !game.isOver()) {
            // Both seats taken: the first turn starts now.
            return Reducer.quiet(t.with(t.current().withClocks(t.clocks().since(st.at()))));
        }
        if (st.status() != GameStatus.OVER) {
            return Reducer.quiet(t);
        }
        Game ended = game;
        if (!game.isOver() && st.reason() != null) {
            ended = switch (st.reason()) {
                case RESIGN, ABANDONED, TIME -> st.winner() == null ? game : game.forfeit(st.winner().other(),
                    st.reason());
                case AGREEMENT, ABORTED -> game.end(null, st.reason());
                case LINE, DRAW -> game; // the board already tells; a record that says otherwise is not followed
            };
        } else if (!game.isOver() && st.winner() != null) {
            ended = game.forfeit(st.winner().other(), Result.Reason.RESIGN);
        }
        Mark run = t.running();
        Clocks clocks = run == null ? t.clocks() : t.clocks().stopped(t.slot(run), st.at()); // stopped at the end
        Round over = t.current().ended(ended, clocks);
        List<Event> events = new ArrayList<>(Offering.lapsed(t.offers()));
        List<Change> worked = new ArrayList<>();
        List<RoundResult> series = t.series();
        if (series.stream().noneMatch(r -> r.round() == t.round())) {
            // As the step says: a round rebuilt from the record without its moves still counts in the series. By
            // the seat the winner held when the round began, so the score follows the people by the round's parity
            // even when a swap opening exchanged the seats (the store keeps it as a Change.Scored).
            RoundResult result = new RoundResult(t.round(), Reducer.seriesWinner(t, st.winner()), st.reason());
            series = Reducer.withResult(series, result);
            worked.add(new Change.Scored(t.code(), result));
            Result r = ended.result();
            events.add(new Event.GameOver(r == null ? st.winner() : r.winner(),
                r == null ? st.reason() : r.reason()));
        }
        Table table = t.with(over, series);
        if (!t.offers().equals(Offers.NONE)) {
            worked.add(Reducer.standing(table));
        }
        return new Evolved(table, events, worked);
    }
}
