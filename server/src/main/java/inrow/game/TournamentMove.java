package inrow.game;

import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One step of a tournament opening, as a fact a record can keep and replay ({@link TournamentOpening#replay}): who
 * took it follows from the steps before it. Spelt for a store or a wire as a short text in renju notation:
 * {@code "place h8"}, {@code "swap"}, {@code "stay"}, {@code "declare j10 3"}, {@code "fifth l8"},
 * {@code "offer g8 g9"}, {@code "pick g9"}.
 */
public sealed interface TournamentMove {
    record Place(Point at) implements TournamentMove {
    }

    /** The other player swaps colours ({@code take}) or keeps them. */
    record Swap(boolean take) implements TournamentMove {
    }

    /** Soosorv: white's 4th stone and the number of fifth moves black will offer. */
    record Declare(Point fourth, int fifths) implements TournamentMove {
    }

    /** Taraguchi: black's single 5th stone within the central 9x9 square. */
    record Fifth(Point at) implements TournamentMove {
    }

    record Offer(List<Point> fifths) implements TournamentMove {
        public Offer {
            fifths = List.copyOf(fifths);
        }
    }

    record Pick(Point fifth) implements TournamentMove {
    }

    /** This step as text on a board of these rules. */
    default String code(Rules rules) {
        if (this instanceof Place p) {
            return "place " + name(p.at(), rules);
        } else if (this instanceof Swap s) {
            return s.take() ? "swap" : "stay";
        } else if (this instanceof Declare d) {
            return "declare " + name(d.fourth(), rules) + " " + d.fifths();
        } else if (this instanceof Fifth f) {
            return "fifth " + name(f.at(), rules);
        } else if (this instanceof Offer o) {
            StringBuilder out = new StringBuilder("offer");
            o.fifths().forEach(p -> out.append(' ').append(name(p, rules)));
            return out.toString();
        } else if (this instanceof Pick p) {
            return "pick " + name(p.fifth(), rules);
        }
        throw new IllegalStateException("a step with no spelling: " + this);
    }

    /** The step this text spells, or null when it spells none (a point off the board, a word unknown). */
    static TournamentMove parse(Rules rules, String text) {
        String[] w = text.trim().split(" +");
        try {
            switch (w[0]) {
                case "swap", "stay":
                    return w.length == 1 ? new Swap(w[0].equals("swap")) : null;
                case "place", "fifth", "pick":
                    if (w.length != 2) {
                        return null;
                    }
                    Point p = point(w[1], rules);
                    return p == null ? null : w[0].equals("place") ? new Place(p)
                        : w[0].equals("fifth") ? new Fifth(p) : new Pick(p);
                case "declare":
                    Point fourth = w.length == 3 ? point(w[1], rules) : null;
                    return fourth == null ? null : new Declare(fourth, Integer.parseInt(w[2]));
                case "offer":
                    List<Point> fifths = new ArrayList<>();
                    for (int i = 1; i < w.length; i++) {
                        Point f = point(w[i], rules);
                        if (f == null) {
                            return null;
                        }
                        fifths.add(f);
                    }
                    return new Offer(fifths);
                default:
                    return null;
            }
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A point in notation, as a step spells it ("h8"). */
    static String name(Point p, Rules rules) {
        return p.name(rules.height()).toLowerCase(Locale.ROOT);
    }

    /** A point in notation ("h8": column letter, row from the bottom), or null when it is not one of this board's. */
    private static Point point(String name, Rules rules) {
        if (name.length() < 2) {
            return null;
        }
        int x = Character.toLowerCase(name.charAt(0)) - 'a';
        int row = Integer.parseInt(name.substring(1));
        int y = rules.height() - row;
        return rules.contains(x, y) ? Point.of(x, y) : null;
    }
}
