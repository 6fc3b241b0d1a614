package inrow.room;

import inrow.game.Table;
import inrow.game.Whereabouts;
import inrow.game.Timekeeper;
import inrow.game.Player;
import inrow.game.TimeControl;
import inrow.game.Opening;
import inrow.game.TournamentOpening;
import inrow.game.Offers;
import inrow.game.RoundResult;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.game.GameStatus;
import inrow.protocol.CommentWords;
import inrow.protocol.GameView;
import inrow.game.OpeningPhase;
import inrow.protocol.SeatKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import inrow.bot.Level;
import java.util.List;
import java.util.Map;

/**
 * Builds the public {@link GameView} of a table, saying the game's words (status, seat kinds, the opening's phase)
 * in the wire's. Never includes a token.
 */
final class Views {
    /** Made once: {@code Mark.values()} copies its array at every call, and a view is made for every move. */
    private static final Mark[] MARKS = Mark.values();

    private Views() {
    }

    static GameView of(Table t, Whereabouts w, int spectators, long now, long abandonMillis) {
        return of(t, w, spectators, now, abandonMillis, Timekeeper.firstMoveLimit(t, Timekeeper.LISTED_FIRST_MOVE_MS));
    }

    static GameView of(Table t, Whereabouts w, int spectators, long now, long abandonMillis, long firstMoveLimit) {
        return of(t, w, spectators, now, abandonMillis, firstMoveLimit, AccountNames.NONE, SeatRatings.NONE);
    }

    /**
     * {@code firstMoveLimit}: what the side to act has for its first move here (the room's judge says);
     * {@code names}: the usernames of the accounts that own seats; {@code ratings}: their ratings in a rated game.
     */
    static GameView of(Table t, Whereabouts w, int spectators, long now, long abandonMillis, long firstMoveLimit,
                       AccountNames names, SeatRatings ratings) {
        var r = t.rules();
        Map<String, GameView.PlayerView> players = new LinkedHashMap<>();
        for (Mark mark : Mark.values()) {
            Player p = t.player(mark);
            long away = w.awayFor(t, mark, now);
            players.put(mark.name(), p == null ? null : p.isBot()
                ? new GameView.PlayerView(p.name(), SeatKind.BOT, true, p.level(), null)
                : person(t, p, away, names, ratings));
        }
        Result result = t.game().result();
        GameView.ResultView resultView = result == null ? null : new GameView.ResultView(
            result.winner() == null ? null : result.winner().name(), result.reason(), result.line());
        GameStatus status = t.status();
        Mark turn = status == GameStatus.PLAYING ? t.game().turn() : null;
        Mark acting = status == GameStatus.PLAYING ? t.toAct() : null;
        Player toMove = acting == null ? null : t.player(acting);
        String thinking = toMove != null && toMove.isBot() ? acting.name() : null;
        List<String> asks = new ArrayList<>();
        w.asks(t).forEach(m -> asks.add(m.name()));
        CommentWords.Spoken spoken = CommentWords.of(t.comment());
        return new GameView(t.code(), GameView.RulesView.of(r),
            t.game().rows(), t.game().moves(), turn == null ? null : turn.name(), inrow.protocol.GameStatus.from(status), resultView, players,
            spectators, t.round(), asks, thinking, t.comment(), Timekeeper.claimable(t) ? abandonMillis : null, clock(t, now), offers(t),
            series(t), t.takebacks(), firstMove(t, firstMoveLimit, now),
            spoken == null ? null : spoken.key(), spoken == null ? null : spoken.args(),
            status == GameStatus.PLAYING ? t.game().forbidden() : List.of(), opening(t, acting),
            t.unlisted(), nextLevel(t, result));
    }

    /**
     * The ladder's next level when a person has just beaten a level below the top (the page offers "Play level
     * N+1"); null otherwise. The ladder decides, not the page.
     */
    private static String nextLevel(Table t, Result result) {
        if (t.status() != GameStatus.OVER || result == null || result.winner() == null) {
            return null;
        }
        Player winner = t.player(result.winner());
        Player loser = t.player(result.winner().other());
        if (winner == null || loser == null || winner.isBot() || !loser.isBot()) {
            return null;
        }
        Level beaten = Level.parse(loser.level());
        Level next = beaten == null ? null : beaten.next();
        return next == null ? null : next.code();
    }

    private static GameView.PlayerView person(Table t, Player p, long away, AccountNames names,
                                              SeatRatings ratings) {
        AccountNames.Owner owner = p.account() == null ? null : names.of(p.account());
        SeatRatings.Shown rated = p.account() == null || !t.setup().rated() ? null
            : ratings.of(t.code(), t.round(), t.status() == GameStatus.OVER, p.account(), t.setup().ratedKind(),
                t.control());
        return new GameView.PlayerView(p.name(), SeatKind.HUMAN, away < 0, null, away < 0 ? null : away,
            owner == null ? null : owner.name(), owner != null && owner.deleted() ? Boolean.TRUE : null,
            rated == null ? null : rated.label(), rated == null ? null : rated.change());
    }

    private static GameView.OpeningView opening(Table t, Mark acting) {
        if (t.setup().canonical() != null) {
            return GameView.OpeningView.canonical(t.setup().canonical());
        }
        TournamentOpening to = t.current().tournament();
        if (to != null) {
            boolean pending = t.current().inTournament();
            return new GameView.OpeningView(to.rule().code(),
                pending ? inrow.protocol.OpeningPhase.PLACE : inrow.protocol.OpeningPhase.DONE,
                pending && acting != null ? acting.name() : null, false, to.game().ply(),
                to.step().name().toLowerCase(java.util.Locale.ROOT), to.declared() > 0 ? to.declared() : null,
                to.offeredNames());
        }
        Opening o = t.opening();
        if (o.rule() == null) {
            return null;
        }
        OpeningPhase phase = t.phase();
        String actor = phase == OpeningPhase.DONE || acting == null ? null : acting.name();
        return new GameView.OpeningView(o.rule().name().toLowerCase(java.util.Locale.ROOT),
            inrow.protocol.OpeningPhase.from(phase), actor,
            phase == OpeningPhase.CHOOSE && o.moreOffered(), o.stones());
    }

    private static GameView.ClockView clock(Table t, long now) {
        TimeControl c = t.control();
        if (c == null) {
            return null;
        }
        Mark running = t.running();
        return new GameView.ClockView(c.initialMs(), c.incrementMs(), c.perMoveMs(),
            Math.max(0, t.timeLeft(Mark.X, now)), Math.max(0, t.timeLeft(Mark.O, now)),
            running == null ? null : running.name());
    }

    /**
     * The standing offers, and the seats that must wait a few moves before they may offer a draw or ask for a
     * takeback again: the page shows the wait on the button, as the judge counts it, rather than a refusal.
     */
    private static GameView.OffersView offers(Table t) {
        Offers o = t.offers();
        Map<String, Integer> drawFrom = Map.of();
        Map<String, Integer> takebackFrom = Map.of();
        for (Mark m : MARKS) {
            int from = t.drawOfferFrom(m);
            if (from > t.game().ply() && o.draw() != m) {
                drawFrom = new LinkedHashMap<>(drawFrom);
                drawFrom.put(m.name(), from);
            }
            int again = t.takebackAskFrom(m);
            if (again > t.game().ply() && o.takeback() != m) {
                takebackFrom = new LinkedHashMap<>(takebackFrom);
                takebackFrom.put(m.name(), again);
            }
        }
        return new GameView.OffersView(o.draw() == null ? null : o.draw().name(),
            o.takeback() == null ? null : o.takeback().name(), drawFrom, takebackFrom);
    }

    private static List<GameView.SeriesEntry> series(Table t) {
        List<GameView.SeriesEntry> out = new ArrayList<>();
        for (RoundResult r : t.series()) {
            out.add(new GameView.SeriesEntry(r.round(), r.winner() == null ? null : r.winner().name(), r.reason()));
        }
        return out;
    }

    /** While the side to move has yet to make its first move: how long it has left to make it. */
    private static Long firstMove(Table t, long limit, long now) {
        if (t.status() != GameStatus.PLAYING || t.begun()) {
            return null;
        }
        return Math.max(0, t.clocks().since() + limit - now);
    }
}
