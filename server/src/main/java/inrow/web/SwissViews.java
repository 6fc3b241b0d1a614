package inrow.web;

import inrow.rating.Rating;
import inrow.swiss.Swisses;
import inrow.tournament.ArenaGame;
import inrow.tournament.ArenaStatus;
import inrow.tournament.Entrant;
import inrow.tournament.Swiss;
import inrow.tournament.SwissHistory;
import inrow.tournament.SwissRound;
import inrow.tournament.swiss.Colour;
import inrow.tournament.swiss.Result;
import inrow.tournament.swiss.Standing;
import inrow.tournament.swiss.Standings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Swiss tournament as the tournaments' JSON API shows it (docs/tournaments.md, Swiss): the summary every list
 * shows, then the standings with Buchholz and Sonneborn-Berger, every round's pairings, the podium and the caller's
 * own state. Points and tie-breaks are the pure package's ({@link Standings}); results of the round being played
 * are null until its games end, but its bye's point counts at once.
 */
final class SwissViews {
    private final Swisses swisses;

    SwissViews(Swisses swisses) {
        this.swisses = swisses;
    }

    /** {@code round}: the rounds paired so far. */
    static Map<String, Object> summary(Swiss s, int players, int round) {
        Map<String, Object> m = TournamentApi.common(s.id(), s.settings(), s.startsAt(),
            s.status() == ArenaStatus.FINISHED ? s.endsAt() : null, players, s.status(), false, s.createdByName());
        m.put("kind", "swiss");
        m.put("minutes", null);
        m.put("rounds", s.rounds());
        m.put("round", round);
        m.put("roundIntervalMinutes", s.intervalMinutes());
        m.put("endReason", s.endReason());
        return m;
    }

    Map<String, Object> view(SwissHistory h, int page, String account) {
        Swiss s = h.swiss();
        Map<String, Object> m = summary(s, h.entrants().size(), h.round());
        m.put("now", swisses.now());
        m.put("nextRoundAt", Swisses.nextRoundAt(h));
        // A bye's point shows as soon as its round is paired, not when the round's last game ends.
        List<Standing> all = Standings.of(h.state(), h.byesBeingPlayed());
        int pages = Math.max(1, (all.size() + TournamentApi.PAGE - 1) / TournamentApi.PAGE);
        int shown = Math.min(page, pages);
        List<Map<String, Object>> players = new ArrayList<>();
        for (int i = (shown - 1) * TournamentApi.PAGE; i < Math.min(all.size(), shown * TournamentApi.PAGE); i++) {
            players.add(line(h, i + 1, all.get(i)));
        }
        m.put("standings", Map.of("page", shown, "pages", pages, "players", players));
        List<Map<String, Object>> rounds = new ArrayList<>();
        for (SwissRound r : h.rounds()) {
            rounds.add(round(h, r));
        }
        m.put("paired", rounds);
        if (s.status() == ArenaStatus.FINISHED) {
            List<Map<String, Object>> podium = new ArrayList<>();
            int rank = 0;
            for (Standing st : all) {
                rank++;
                if (podium.size() == 3) {
                    break;
                }
                if (!present(h, h.account(st.player()))) {
                    continue; // joined but never paired: no place on the podium
                }
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("rank", rank);
                p.put("name", h.name(h.account(st.player())));
                p.put("points", st.points());
                p.put("buchholz", st.buchholz());
                p.put("sonnebornBerger", st.sonnebornBerger());
                podium.add(p);
            }
            m.put("podium", podium);
        } else {
            m.put("podium", null);
        }
        m.put("me", account == null ? null : me(h, all, account));
        return m;
    }

    private static boolean present(SwissHistory h, String account) {
        return h.rounds().stream().anyMatch(r -> account.equals(r.bye())
            || h.gamesOf(r).stream().anyMatch(g -> g.plays(account)));
    }

    private Map<String, Object> line(SwissHistory h, int rank, Standing st) {
        String account = h.account(st.player());
        Entrant e = h.entrant(account);
        Rating r = swisses.rating(h.swiss(), account);
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("rank", rank);
        p.put("name", e.name());
        p.put("rating", Math.round(r.rating()));
        p.put("provisional", r.deviation() > Rating.PROVISIONAL_DEVIATION);
        p.put("points", st.points());
        p.put("buchholz", st.buchholz());
        p.put("sonnebornBerger", st.sonnebornBerger());
        p.put("withdrawn", e.withdrawn());
        p.put("absent", e.paused());
        List<Map<String, Object>> results = new ArrayList<>();
        for (SwissRound round : h.rounds()) {
            results.add(result(h, round, account));
        }
        p.put("results", results);
        return p;
    }

    /** One player's round: their opponent, colour and how it went for them (null while being played). */
    private static Map<String, Object> result(SwissHistory h, SwissRound round, String account) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("round", round.round());
        if (account.equals(round.bye())) {
            x.put("opponent", null);
            x.put("colour", null);
            x.put("result", "bye");
            return x;
        }
        ArenaGame g = h.gamesOf(round).stream().filter(a -> a.plays(account)).findFirst().orElse(null);
        if (g == null) {
            x.put("opponent", null);
            x.put("colour", null);
            x.put("result", "absent");
            return x;
        }
        boolean isX = g.x().equals(account);
        x.put("opponent", h.name(g.opponentOf(account)));
        x.put("colour", isX ? "X" : "O");
        if (!g.over()) {
            x.put("result", null);
        } else {
            int halves = SwissHistory.result(g).halves(isX ? Colour.WHITE : Colour.BLACK);
            x.put("result", halves == 2 ? "win" : halves == 1 ? "draw" : "loss");
        }
        return x;
    }

    private static Map<String, Object> round(SwissHistory h, SwissRound r) {
        List<Map<String, Object>> pairings = new ArrayList<>();
        int board = 0;
        for (ArenaGame g : h.gamesOf(r)) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("board", ++board);
            p.put("x", h.name(g.x()));
            p.put("o", h.name(g.o()));
            p.put("code", g.code());
            p.put("result", g.over() ? winner(SwissHistory.result(g)) : null);
            pairings.add(p);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("round", r.round());
        m.put("pairings", pairings);
        m.put("bye", r.bye() == null ? null : h.name(r.bye()));
        return m;
    }

    private static String winner(Result r) {
        int x = r.halves(Colour.WHITE);
        return x == 2 ? "X" : x == 1 ? "draw" : "O";
    }

    private Map<String, Object> me(SwissHistory h, List<Standing> all, String account) {
        Entrant e = h.entrant(account);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("joined", e != null);
        m.put("withdrawn", e != null && e.withdrawn());
        Integer rank = null;
        Double points = null;
        for (int i = 0; e != null && i < all.size(); i++) {
            if (h.account(all.get(i).player()).equals(account)) {
                rank = i + 1;
                points = all.get(i).points();
            }
        }
        m.put("rank", rank);
        m.put("points", points);
        ArenaGame g = h.playing(account);
        m.put("game", TournamentApi.seat(g, account, g == null ? null : swisses.token(g, account)));
        Map<String, Object> can = new LinkedHashMap<>();
        can.put("join", !Swisses.over(h) && (e == null || !e.active()));
        can.put("withdraw", h.swiss().status() != ArenaStatus.FINISHED && e != null && !e.withdrawn());
        m.put("can", can);
        return m;
    }
}
