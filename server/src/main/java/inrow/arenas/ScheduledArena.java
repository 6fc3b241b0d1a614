package inrow.arenas;

import inrow.tournament.Arena;
import inrow.tournament.ArenaSettings;
import inrow.tournament.ArenaStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One of the site's own arenas, made again every {@code everyMinutes} (slots aligned on the epoch: an hourly arena
 * starts on the hour, UTC). The next slot's arena is made as soon as the previous slot has begun, so it is listed as
 * upcoming for a whole period. Written {@code GAME:M+S:MINUTES@EVERY} on the command line ({@code
 * gomoku:3+2:57@60}: an hourly freestyle gomoku blitz arena, 3 minutes and 2 seconds a move, 57 minutes long).
 */
public record ScheduledArena(String game, long initialMs, long incrementMs, int minutes, int everyMinutes) {
    public static final String DEFAULT = "gomoku:3+2:57@60";

    /** The schedule's key of the slot starting at {@code startsAt}: the store makes each slot's arena once. */
    String key(long startsAt) {
        return game + ":" + initialMs + "+" + incrementMs + ":" + minutes + "@" + everyMinutes + "#" + startsAt;
    }

    /** The next slot's arena as of {@code now} (the store makes it once, whoever asks). */
    Optional<Arena> next(long now) {
        long every = everyMinutes * 60_000L;
        long start = (now / every + 1) * every;
        String clock = initialMs / 60_000 + "+" + incrementMs / 1000;
        String name = (everyMinutes == 60 ? "Hourly " : everyMinutes == 1440 ? "Daily " : "") + game + " " + clock;
        ArenaSettings s = new ArenaSettings(name, game, null, initialMs, incrementMs, minutes, true, null, null, null,
            null);
        // The slot's own id, the same on every node: its key's digest.
        String id = "s" + Arenas.digest(key(start)).substring(0, 7);
        return Optional.of(new Arena(id, s, start, start + minutes * 60_000L, null, null, true, ArenaStatus.CREATED));
    }

    /** {@code "gomoku:3+2:57@60,renju:5+3:90@1440"}; empty or "none": no scheduled arenas. */
    public static List<ScheduledArena> parse(String spec) {
        List<ScheduledArena> out = new ArrayList<>();
        if (spec == null || spec.isBlank() || spec.trim().equals("none")) {
            return out;
        }
        for (String one : spec.split(",")) {
            String[] at = one.trim().split("@");
            String[] parts = at[0].split(":");
            if (at.length != 2 || parts.length != 3 || inrow.engine.Rules.preset(parts[0]) == null) {
                throw new IllegalArgumentException("a scheduled arena is GAME:M+S:MINUTES@EVERY_MINUTES "
                    + "(gomoku:3+2:57@60), not \"" + one.trim() + "\"");
            }
            String[] clock = parts[1].split("\\+");
            int minutes = Integer.parseInt(parts[2]);
            int every = Integer.parseInt(at[1]);
            if (clock.length != 2 || minutes < ArenaSettings.MIN_MINUTES || minutes > ArenaSettings.MAX_MINUTES
                || every < minutes) {
                throw new IllegalArgumentException("in \"" + one.trim() + "\": the clock is M+S, the length 10 to "
                    + "180 minutes and no longer than the period");
            }
            out.add(new ScheduledArena(parts[0], Long.parseLong(clock[0]) * 60_000, Long.parseLong(clock[1]) * 1000,
                minutes, every));
        }
        return out;
    }
}
