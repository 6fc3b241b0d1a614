package inrow.web;

import inrow.career.AccountGame;
import inrow.game.StoredGame;
import inrow.protocol.GameView;
import inrow.room.AccountNames;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** A profile's list of games: what its query may ask, and each game as a small board and a link to its replay. */
final class ProfileGames {
    static final Set<String> KINDS = Set.of("tictactoe", "gomoku", "standard", "renju", "connect4", "custom");

    private ProfileGames() {
    }

    /** {@code kind} and {@code standing} null: any. */
    record Query(int page, String kind, AccountGame.Standing standing) {
    }

    /** The query as asked, or a 400 that says which part is wrong. */
    static Query query(String page, String kind, String result) {
        int p = 1;
        if (page != null) {
            try {
                p = Integer.parseInt(page);
            } catch (NumberFormatException e) {
                p = 0;
            }
            if (p < 1 || p > 100_000) {
                throw ApiError.badRequest("page is a whole number from 1.");
            }
        }
        String k = kind == null || kind.isEmpty() ? null : kind;
        if (k != null && !KINDS.contains(k)) {
            throw ApiError.badRequest("kind is one of tictactoe, gomoku, standard, renju, connect4 or custom.");
        }
        AccountGame.Standing s = result == null || result.isEmpty() ? null : AccountGame.Standing.of(result);
        if (result != null && !result.isEmpty() && s == null) {
            throw ApiError.badRequest("result is one of win, draw, loss, aborted or live.");
        }
        return new Query(p, k, s);
    }

    /** One game: its board (rules and moves), the player's seat and result, the opponent, and its replay's page. */
    static Map<String, Object> entry(AccountGame g, AccountNames owners) {
        StoredGame game = g.game();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("code", game.code());
        out.put("url", "/g/" + game.code());
        out.put("kind", g.kind());
        out.put("rules", GameView.RulesView.of(game.rules()));
        out.put("moves", game.stones());
        out.put("seat", g.mine().name());
        out.put("result", g.standing().code());
        out.put("winner", game.winner() == null ? null : game.winner().name());
        out.put("reason", game.reason());
        out.put("opponent", player(g.opponent(), owners));
        out.put("created_at", game.createdAt());
        out.put("updated_at", game.updatedAt());
        return out;
    }

    private static Map<String, Object> player(StoredGame.Slot s, AccountNames owners) {
        if (s == null) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", s.name());
        out.put("kind", inrow.protocol.SeatKind.from(s.kind()));
        if (s.level() != null) {
            out.put("level", s.level());
        }
        AccountNames.Owner owner = s.account() == null || owners == null ? null : owners.of(s.account());
        if (owner != null && owner.deleted()) {
            out.put("deleted", true);
        } else if (owner != null) {
            out.put("account", owner.name());
        }
        return out;
    }
}
