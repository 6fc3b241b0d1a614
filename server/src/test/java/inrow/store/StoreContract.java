package inrow.store;

import inrow.engine.Mark;
import inrow.engine.Result;
import inrow.game.GameStatus;
import inrow.game.OfferKind;
import inrow.game.SeatKind;
import inrow.game.Take;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.OpeningRule;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.game.Change;
import inrow.game.Offers;
import inrow.game.Step;
import inrow.game.Table;
import inrow.game.TimeControl;
import inrow.game.StoredGame;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What every store must do, run against each real database: what goes in comes back after reopening, games that
 * never started are forgotten, and a bad write fails alone.
 */
@Timeout(60)
abstract class StoreContract {
    /** A store on an empty database. */
    abstract JdbcStore open() throws Exception;

    /**
     * Reviews are computed once in a cluster: of two nodes claiming one round's review, the first holds it and the
     * second is refused while the claim lasts; the holder renews it with its progress, which the other reads; a claim
     * past its time (its node died) is taken over.
     */
    @Test
    void aReviewIsClaimedByOneNodeAtATimeAndTakenOverWhenItsClaimLapses() throws Exception {
        try (JdbcStore store = open()) {
            inrow.review.ReviewStore reviews = store instanceof SqliteStore s ? s.reviews()
                : ((PostgresStore) store).reviews();
            assertTrue(reviews.claim("K7M2QX9P", 1, "a", 1_000, 31_000, null));
            assertFalse(reviews.claim("K7M2QX9P", 1, "b", 2_000, 32_000, null), "a's claim holds");
            assertTrue(reviews.claim("K7M2QX9P", 2, "b", 2_000, 32_000, null), "another round is another review");
            inrow.review.Review partial = new inrow.review.Review("K7M2QX9P", 1, true, 300, 9, List.of());
            assertTrue(reviews.claim("K7M2QX9P", 1, "a", 4_000, 34_000, partial), "a renews its own");
            inrow.review.ReviewStore.Claim seen = reviews.claimOf("K7M2QX9P", 1, 5_000).orElseThrow();
            assertEquals("a", seen.node());
            assertEquals(9, seen.partial().total(), "b shows a's progress");
            assertTrue(reviews.claimOf("K7M2QX9P", 1, 34_001).isEmpty(), "lapsed");
            assertTrue(reviews.claim("K7M2QX9P", 1, "b", 34_001, 64_001, null), "b takes a lapsed claim over");
            assertEquals("b", reviews.claimOf("K7M2QX9P", 1, 35_000).orElseThrow().node());
        }
    }

    /** The same database again, as after a restart. */
    abstract JdbcStore reopen() throws Exception;

    private static void write(JdbcStore store, Change... changes) throws Exception {
        store.write(List.of(changes)).get(10, TimeUnit.SECONDS);
    }

    private static void create(JdbcStore store, String code, long at, GameStatus status) throws Exception {
        write(store, new Change.Created(code, Rules.TICTACTOE, 1000, 0, null, true, at),
            new Change.Seated(code, 0, "token-" + code, "Ana", SeatKind.HUMAN, null),
            new Change.Status(code, 1, status, null, null, at));
    }

    @Test
    void aSeatsOwnerIsKeptAndAnAccountFindsItsGamesThroughTheIndex() throws Exception {
        try (JdbcStore store = open()) {
            // OWNED001: ana (account a-1) made it and won; OWNED002: a guest's seat she added later, still going;
            // OWNED003: someone else's game she never sat in.
            write(store, new Change.Created("OWNED001", Rules.TICTACTOE, 1000, 0, null, true, 1_000),
                new Change.Seated("OWNED001", 0, "t1", "Ana", SeatKind.HUMAN, null, "a-1"),
                new Change.Seated("OWNED001", 1, "t2", "Bo", SeatKind.HUMAN, null, "b-2"),
                new Change.Status("OWNED001", 1, GameStatus.OVER, Mark.X, Result.Reason.LINE, 2_000));
            write(store, new Change.Created("OWNED002", Rules.GOMOKU, 1000, 0, null, true, 3_000),
                new Change.Seated("OWNED002", 0, "t3", "Guest", SeatKind.HUMAN, null),
                new Change.Status("OWNED002", 1, GameStatus.WAITING, null, null, 3_000));
            write(store, new Change.Linked("OWNED002", 0, "a-1"));
            create(store, "OWNED003", 4_000, GameStatus.WAITING);
        }
        try (JdbcStore store = reopen()) {
            StoredGame first = store.load("OWNED001").orElseThrow();
            assertEquals("a-1", first.slots().get(0).account());
            assertEquals("b-2", first.slots().get(1).account());
            assertEquals("a-1", store.load("OWNED002").orElseThrow().slots().get(0).account(), "a link is kept");
            assertEquals(null, store.load("OWNED003").orElseThrow().slots().get(0).account(), "a guest's seat");
            // The rebuilt room holds the owner too: it proves the seat after a restart.
            Table rebuilt = Table.rebuild(first, 5_000);
            assertEquals("a-1", rebuilt.player(Mark.X).account());

            List<inrow.career.AccountGame> mine = store.of("a-1");
            assertEquals(List.of("OWNED002", "OWNED001"), mine.stream().map(inrow.career.AccountGame::code).toList(),
                "newest first, nobody else's");
            assertEquals(inrow.career.AccountGame.Standing.LIVE, mine.get(0).standing());
            assertEquals(inrow.career.AccountGame.Standing.WIN, mine.get(1).standing());
            assertEquals(inrow.career.AccountGame.Standing.LOSS, store.of("b-2").get(0).standing());
            assertTrue(store.of("nobody").isEmpty());
            assertEquals("Bo", mine.get(1).opponent().name());
        }
    }

    @Test
    void gamesThatNeverStartedAreForgottenAfterTheCutOffUnlessSomeoneIsInThem() throws Exception {
        try (JdbcStore store = open()) {
            create(store, "OLDWAIT2", 1_000, GameStatus.WAITING);
            create(store, "BUSYWAIT", 1_000, GameStatus.WAITING);
            create(store, "NEWWAIT2", 9_000, GameStatus.WAITING);
            create(store, "OLDPLAY2", 1_000, GameStatus.PLAYING);
            write(store, new Change.Seated("OLDPLAY2", 1, "t2", "Bo", SeatKind.HUMAN, null),
                new Change.Moved("OLDPLAY2", 1, 0, 1, 1, 1_500, null, null));

            assertEquals(1, store.deleteNeverStarted(5_000, Set.of("BUSYWAIT")));
            assertTrue(store.load("OLDWAIT2").isEmpty(), "an old waiting game nobody is in is forgotten");
            assertTrue(store.load("BUSYWAIT").isPresent(), "someone is in it");
            assertTrue(store.load("NEWWAIT2").isPresent(), "younger than the cut-off");
            StoredGame played = store.load("OLDPLAY2").orElseThrow();
            assertEquals(List.of(new Point(1, 1)), played.moves(), "a game that started is kept");
        }
    }

    /** Issue 38, item 13: the players' chat of a game finished long ago is dropped; the game itself stays. */
    @Test
    void oldChatOfFinishedGamesIsForgottenAndEverythingElseKept() throws Exception {
        try (JdbcStore store = open()) {
            create(store, "OLDOVER2", 1_000, GameStatus.PLAYING);
            create(store, "NEWOVER2", 1_000, GameStatus.PLAYING);
            create(store, "OLDPLAY3", 1_000, GameStatus.PLAYING);
            for (String code : List.of("OLDOVER2", "NEWOVER2", "OLDPLAY3")) {
                write(store, new Change.Said(code, new inrow.game.ChatLine(inrow.game.ChatRoom.PLAYERS,
                    inrow.engine.Mark.X, "Ana", "hello", 1_500)));
            }
            write(store, new Change.Status("OLDOVER2", 1, GameStatus.OVER, null, inrow.engine.Result.Reason.RESIGN,
                2_000));
            write(store, new Change.Status("NEWOVER2", 1, GameStatus.OVER, null, inrow.engine.Result.Reason.RESIGN,
                9_000));

            assertEquals(1, store.forgetChat(5_000));
            StoredGame old = store.load("OLDOVER2").orElseThrow();
            assertEquals(List.of(), old.chat(), "finished before the cut-off: its chat is gone");
            assertEquals(GameStatus.OVER, old.status(), "the game itself is kept");
            assertEquals(1, store.load("NEWOVER2").orElseThrow().chat().size(), "finished after the cut-off");
            assertEquals(1, store.load("OLDPLAY3").orElseThrow().chat().size(), "still being played");
        }
    }

    @Test
    void whatIsWrittenComesBackAfterReopening() throws Exception {
        try (JdbcStore store = open()) {
            create(store, "KEEPME22", 1_000, GameStatus.PLAYING);
            write(store, new Change.Seated("KEEPME22", 1, null, "Master", SeatKind.BOT, "master"),
                new Change.Moved("KEEPME22", 1, 0, 0, 0, 1_100, null, null), new Change.Moved("KEEPME22", 1, 1, 2, 2, 1_200, null, null),
                new Change.Renamed("KEEPME22", 0, "Ana B"));
        }
        try (JdbcStore store = reopen()) {
            StoredGame g = store.unfinished().get(0);
            assertEquals("KEEPME22", g.code());
            assertEquals(List.of(new Point(0, 0), new Point(2, 2)), g.moves());
            assertEquals("Ana B", g.slots().get(0).name());
            assertEquals("token-KEEPME22", g.slots().get(0).token());
            assertEquals("master", g.slots().get(1).level());
            // A move writes no row of its game's, yet the game was last active at its last move.
            assertEquals(1_200, g.updatedAt(), "last active at its last move");
        }
    }

    /**
     * A takeback gives no time back, and a restart sets each clock from its colour's last move: after a takeback
     * that move carries the time its colour had then, not what it had when the move was made.
     */
    @Test
    void theClocksAfterATakebackComeBackAfterReopening() throws Exception {
        String code = "TAKEN234";
        TimeControl oneMinute = TimeControl.fischer(60, 0);
        try (JdbcStore store = open()) {
            write(store, new Change.Created(code, Rules.GOMOKU, 1000, 0, oneMinute, true, 1_000),
                new Change.Seated(code, 0, "t-ana", "Ana", SeatKind.HUMAN, null),
                new Change.Seated(code, 1, "t-bo", "Bo", SeatKind.HUMAN, null),
                new Change.Status(code, 1, GameStatus.PLAYING, null, null, 1_000));
            write(store, new Change.Moved(code, 1, 0, 7, 7, 2_000, 60_000L, null),
                new Change.Moved(code, 1, 1, 8, 8, 3_000, 60_000L, null),
                new Change.Moved(code, 1, 2, 7, 8, 8_000, 55_000L, null),
                new Change.Moved(code, 1, 3, 9, 9, 9_000, 59_000L, null));
            write(store, new Change.TakenBack(code, 1, 2, 14_000, 50_000L, 59_000L));
        }
        try (JdbcStore store = reopen()) {
            StoredGame g = store.load(code).orElseThrow();
            assertEquals(List.of(new Point(7, 7), new Point(8, 8)), g.moves());
            assertEquals(List.of(50_000L, 59_000L), g.moveClocks(), "each colour's time after the takeback");
            Table back = Table.rebuild(g, 3_600_000);
            assertEquals(50_000, back.timeLeft(Mark.X, 3_600_000), "X to move, charged nothing for the restart");
            assertEquals(59_000, back.timeLeft(Mark.O, 3_600_000));
        }
    }

    /**
     * An arena's berserk (issue 44) is kept with its seat: a restart before the berserker's first move shows the
     * halved clock, one after it the clock that move left; a new round gives both players their full time again.
     */
    @Test
    void aBerserkComesBackAfterReopeningUntilTheRoundEnds() throws Exception {
        String code = "BERSERK2";
        TimeControl oneMinute = TimeControl.fischer(60, 0);
        try (JdbcStore store = open()) {
            write(store, new Change.Created(code, Rules.GOMOKU, 1000, 0, oneMinute, true, 1_000),
                new Change.Seated(code, 0, "t-ana", "Ana", SeatKind.HUMAN, null),
                new Change.Seated(code, 1, "t-bo", "Bo", SeatKind.HUMAN, null),
                new Change.Status(code, 1, GameStatus.PLAYING, null, null, 1_000));
            write(store, new Change.Berserked(code, 1, 0, 30_000));
            write(store, new Change.Moved(code, 1, 0, 7, 7, 3_000, 28_000L, null));
            write(store, new Change.Berserked(code, 1, 1, 30_000));
        }
        try (JdbcStore store = reopen()) {
            StoredGame g = store.load(code).orElseThrow();
            assertEquals(30_000L, g.slots().get(0).berserkMs());
            assertEquals(30_000L, g.slots().get(1).berserkMs());
            Table back = Table.rebuild(g, 3_600_000);
            assertEquals(28_000, back.timeLeft(Mark.X, 3_600_000), "X's first move came after the berserk");
            assertEquals(30_000, back.timeLeft(Mark.O, 3_600_000), "O went berserk and has not moved");
            write(store, new Change.Status(code, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 4_000),
                new Change.NewRound(code, 2, 5_000),
                new Change.Status(code, 2, GameStatus.PLAYING, null, null, 5_000));
        }
        try (JdbcStore store = reopen()) {
            StoredGame g = store.load(code).orElseThrow();
            assertEquals(null, g.slots().get(0).berserkMs(), "a berserk lasts one round");
            assertEquals(null, g.slots().get(1).berserkMs());
            Table back = Table.rebuild(g, 3_600_000);
            assertEquals(60_000, back.timeLeft(Mark.X, 3_600_000));
            assertEquals(60_000, back.timeLeft(Mark.O, 3_600_000));
        }
    }

    /**
     * A listed game's seat not used for the first move goes back to the lobby (issue 38): a restart brings the game
     * back waiting, the seat open, round 1 without its stones, the other player's seat and token kept.
     */
    @Test
    void aSeatThatWentBackToTheLobbyIsOpenAfterReopening() throws Exception {
        String code = "UNSEAT23";
        try (JdbcStore store = open()) {
            write(store, new Change.Created(code, Rules.GOMOKU, 1000, 0, null, true, 1_000),
                new Change.Seated(code, 0, "t-ana", "Ana", SeatKind.HUMAN, null),
                new Change.Seated(code, 1, "t-bot", "Bot", SeatKind.HUMAN, null),
                new Change.Status(code, 1, GameStatus.PLAYING, null, null, 1_000));
            write(store, new Change.Moved(code, 1, 0, 7, 7, 2_000, null, null));
            write(store, new Change.Unseated(code, 1, 32_000));
        }
        try (JdbcStore store = reopen()) {
            StoredGame g = store.load(code).orElseThrow();
            assertEquals(GameStatus.WAITING, g.status());
            assertEquals(List.of(), g.moves(), "round 1 starts over");
            assertEquals("t-ana", g.slots().get(0).token(), "the other player keeps the seat and token");
            assertEquals(null, g.slots().get(1), "the seat is open");
            inrow.game.Table t = inrow.game.Table.rebuild(g, 40_000);
            assertEquals(GameStatus.WAITING, t.status());
            assertEquals(inrow.engine.Mark.O, t.open());
            write(store, new Change.Seated(code, 1, "t-cy", "Cy", SeatKind.HUMAN, null),
                new Change.Status(code, 1, GameStatus.PLAYING, null, null, 41_000),
                new Change.Moved(code, 1, 0, 7, 7, 42_000, null, null));
            assertEquals("Cy", store.load(code).orElseThrow().slots().get(1).name(), "a new stranger takes it");
        }
    }

    @Test
    void theRulesComeBackWithGravityAndRenju() throws Exception {
        Rules gravity = new Rules(9, 7, 5, false, false, true);
        try (JdbcStore store = open()) {
            write(store, new Change.Created("CONNECT4", Rules.CONNECT4, 1000, 0, null, true, 1_000),
                new Change.Moved("CONNECT4", 1, 0, 3, 5, 1_100, null, null));
            write(store, new Change.Created("GRAVITY9", gravity, 1000, 0, null, true, 1_000));
            write(store, new Change.Created("RENJUNOW", Rules.RENJU, 1000, 0, null, true, 1_000));
        }
        try (JdbcStore store = reopen()) {
            StoredGame c4 = store.load("CONNECT4").orElseThrow();
            assertEquals(Rules.CONNECT4, c4.rules());
            assertEquals(List.of(new Point(3, 5)), c4.moves());
            assertEquals(gravity, store.load("GRAVITY9").orElseThrow().rules());
            assertEquals(Rules.RENJU, store.load("RENJUNOW").orElseThrow().rules());
        }
    }

    /** A game between friends stays out of the lobby after a restart; one made before the column is listed. */
    @Test
    void whetherTheLobbyListsAGameComesBackAfterReopening() throws Exception {
        try (JdbcStore store = open()) {
            write(store, new Change.Created("PRIVATE2", Rules.GOMOKU, 1000, 0, null, true, 1_000, null, true));
            write(store, new Change.Created("LISTED22", Rules.GOMOKU, 1000, 0, null, true, 1_000));
        }
        try (JdbcStore store = reopen()) {
            StoredGame hidden = store.load("PRIVATE2").orElseThrow();
            assertTrue(hidden.unlisted());
            assertTrue(hidden.asChanges().contains(new Change.Created("PRIVATE2", Rules.GOMOKU, 1000, 0, null, true,
                1_000, null, true)), "the game rebuilt is unlisted too");
            assertEquals(false, store.load("LISTED22").orElseThrow().unlisted());
            // Over, a game between friends stays out of the lobby's recent games too.
            write(store, new Change.Status("PRIVATE2", 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 2_000));
            write(store, new Change.Status("LISTED22", 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 2_000));
            assertEquals(List.of("LISTED22"), store.finished(10).stream().map(StoredGame::code).toList());
        }
    }

    @Test
    void aSwapOpeningsRuleAndChoicesComeBackAndANewRoundClearsTheChoices() throws Exception {
        String code = "SWAPTWO2";
        try (JdbcStore store = open()) {
            write(store, new Change.Created(code, Rules.RENJU, 1000, 0, null, true, 1_000, OpeningRule.SWAP2),
                new Change.Seated(code, 0, "ta", "Ana", SeatKind.HUMAN, null),
                new Change.Seated(code, 1, "tb", "Bo", SeatKind.HUMAN, null),
                new Change.Status(code, 1, GameStatus.PLAYING, null, null, 1_000));
            int[][] stones = {{7, 7}, {8, 8}, {6, 8}, {9, 9}, {5, 5}};
            for (int ply = 0; ply < 5; ply++) {
                write(store, new Change.Moved(code, 1, ply, stones[ply][0], stones[ply][1], 1_100 + ply, null, null));
                if (ply == 2) {
                    write(store, new Change.Chose(code, 1, 3, Take.MORE, 1_200));
                }
            }
            write(store, new Change.Chose(code, 1, 5, Take.O, 1_300));
        }
        try (JdbcStore store = reopen()) {
            StoredGame g = store.load(code).orElseThrow();
            assertEquals(OpeningRule.SWAP2, g.opening());
            assertEquals(List.of(Take.MORE, Take.O), g.choices());
            assertEquals("Bo", g.seat(inrow.engine.Mark.X).name(), "Ana took white: Bo is black");
            inrow.game.Table t = inrow.game.Table.rebuild(g, 2_000);
            assertEquals(inrow.game.OpeningPhase.DONE, t.phase());
            assertEquals(inrow.engine.Mark.O, t.toAct(), "white plays the sixth stone");
            assertEquals(inrow.engine.Mark.O, t.markOf(0), "Ana (slot 0) sits at O");
            play(store, t, new Change.Status(code, 1, GameStatus.OVER, inrow.engine.Mark.X,
                    inrow.engine.Result.Reason.RESIGN, 2_100),
                new Change.NewRound(code, 2, 2_200), new Change.Status(code, 2, GameStatus.PLAYING, null, null, 2_200));
            StoredGame next = store.load(code).orElseThrow();
            assertEquals(List.of(), next.choices(), "a new round starts its opening afresh");
            assertEquals(List.of(new inrow.game.RoundResult(1, inrow.engine.Mark.O, inrow.engine.Result.Reason.RESIGN)),
                next.series(), "black won, and black was Bo, who sat at O when the round began");
            assertEquals(OpeningRule.SWAP2, next.opening());
        }
        try (JdbcStore store = reopen()) {
            create(store, "NOSWAP22", 3_000, GameStatus.PLAYING);
            StoredGame plain = store.load("NOSWAP22").orElseThrow();
            assertEquals(null, plain.opening(), "a game without an opening stores none");
            assertEquals(List.of(), plain.choices());
        }
    }

    @Test
    void aTournamentOpeningsStepsComeBackBeforeTheMovesAfterItAndANewRoundClearsThem() throws Exception {
        String code = "SOOSORV8";
        List<String> steps = List.of("place h8", "place h9", "place i9", "swap", "declare a1 2", "stay",
            "offer g8 a15", "pick g8");
        try (JdbcStore store = open()) {
            write(store, new Change.Created(code, Rules.RENJU, 1000, 0, null, true, 1_000, null, false,
                    inrow.game.TournamentRule.SOOSORV_8),
                new Change.Seated(code, 0, "ta", "Ana", SeatKind.HUMAN, null),
                new Change.Seated(code, 1, "tb", "Bo", SeatKind.HUMAN, null),
                new Change.Status(code, 1, GameStatus.PLAYING, null, null, 1_000));
            for (String step : steps) {
                write(store, new Change.Stepped(code, 1, step, 1_100));
            }
            write(store, new Change.Moved(code, 1, 5, 1, 13, 1_200, null, null)); // white's 6th, b2
        }
        try (JdbcStore store = reopen()) {
            StoredGame g = store.load(code).orElseThrow();
            assertEquals(inrow.game.TournamentRule.SOOSORV_8, g.tournament());
            assertEquals(null, g.opening());
            assertEquals(steps, g.steps());
            assertEquals("Bo", g.seat(inrow.engine.Mark.X).name(), "Bo swapped to black");
            List<Point> whole = List.of(Point.of(7, 7), Point.of(7, 6), Point.of(8, 6), Point.of(0, 14),
                Point.of(6, 7), Point.of(1, 13)); // h8 h9 i9 a1 g8, then b2
            assertEquals(List.of(Point.of(1, 13)), g.moves(), "the opening's stones are kept in its steps");
            assertEquals(whole, g.stones(), "the round's stones as the page lists them");
            inrow.game.Table t = inrow.game.Table.rebuild(g, 2_000);
            assertEquals(6, t.game().ply(), "five opening stones and the 6th");
            assertEquals(false, t.current().inTournament());
            assertEquals(inrow.engine.Mark.X, t.toAct(), "black plays the 7th");
            assertEquals("Bo", t.player(inrow.engine.Mark.X).name());
            play(store, t, new Change.Status(code, 1, GameStatus.OVER, inrow.engine.Mark.X,
                    inrow.engine.Result.Reason.RESIGN, 2_100),
                new Change.NewRound(code, 2, 2_200), new Change.Status(code, 2, GameStatus.PLAYING, null, null, 2_200));
            StoredGame next = store.load(code).orElseThrow();
            assertEquals(List.of(), next.steps(), "a new round starts its opening afresh");
            assertEquals(whole, store.movesByRound(code).get(1), "round 1 keeps its opening's stones, then its moves");
            assertEquals(inrow.game.TournamentRule.SOOSORV_8, next.tournament());
        }
    }

    @Test
    void aCanonicalOpeningComesBackWithItsStonesBeforeTheMovesAndARoundAfterARematchKeepsThem() throws Exception {
        String code = "KYOGETSU";
        inrow.engine.CanonicalOpening kyogetsu = inrow.engine.CanonicalOpening.KYOGETSU; // 2I: h8 i9 j9
        try (JdbcStore store = open()) {
            write(store, new Change.Created(code, Rules.RENJU, 1000, 0, null, true, 1_000, null, false, null, null,
                    kyogetsu),
                new Change.Seated(code, 0, "ta", "Ana", SeatKind.HUMAN, null),
                new Change.Seated(code, 1, "tb", "Bo", SeatKind.HUMAN, null),
                new Change.Status(code, 1, GameStatus.PLAYING, null, null, 1_000),
                new Change.Moved(code, 1, 3, 1, 13, 1_200, null, null)); // white's 4th, b2
        }
        try (JdbcStore store = reopen()) {
            StoredGame g = store.load(code).orElseThrow();
            assertEquals(kyogetsu, g.canonical());
            assertEquals(null, g.opening());
            assertEquals(null, g.tournament());
            List<Point> whole = List.of(Point.of(7, 7), Point.of(8, 6), Point.of(9, 6), Point.of(1, 13)); // h8 i9 j9 b2
            assertEquals(List.of(Point.of(1, 13)), g.moves(), "the opening's stones come from its name");
            assertEquals(whole, g.stones(), "the round's stones as the page lists them");
            inrow.game.Table t = inrow.game.Table.rebuild(g, 2_000);
            assertEquals(4, t.game().ply(), "three opening stones and the 4th");
            assertEquals(inrow.engine.Mark.X, t.toAct(), "black plays the 5th");
            play(store, t, new Change.Status(code, 1, GameStatus.OVER, inrow.engine.Mark.X,
                    inrow.engine.Result.Reason.RESIGN, 2_100),
                new Change.NewRound(code, 2, 2_200), new Change.Status(code, 2, GameStatus.PLAYING, null, null, 2_200));
            StoredGame next = store.load(code).orElseThrow();
            assertEquals(kyogetsu, next.canonical(), "the rematch keeps the opening");
            assertEquals(List.of(), next.moves());
            assertEquals(whole.subList(0, 3), next.stones(), "round 2 starts from the same three stones");
            assertEquals(whole, store.movesByRound(code).get(1), "round 1 keeps its opening's stones, then its moves");
            assertEquals(3, inrow.game.Table.rebuild(next, 2_300).game().ply());
        }
    }

    /**
     * The standing offers are shown to both players, so a restart must not forget them, and the store must keep them
     * as the room's table worked them out: a draw offer lapses when the player it was made to moves, a takeback request
     * with any move, both when a move is taken back, the round ends or a new one starts. Each step is taken as a room takes it; after each, the
     * stored offers are checked against the live room's table, against the table rebuilt from the record, and
     * against the rule as the players see it.
     */
    @Test
    void standingOffersComeBackAfterReopeningAndLapseWhereTheTableSays() throws Exception {
        String code = "OFFERS22";
        Table live;
        try (JdbcStore store = open()) {
            live = play(store, null, new Change.Created(code, Rules.TICTACTOE, 1000, 0, null, true, 1_000),
                new Change.Seated(code, 0, "ta", "Ana", SeatKind.HUMAN, null),
                new Change.Seated(code, 1, "tb", "Bo", SeatKind.HUMAN, null),
                new Change.Status(code, 1, GameStatus.PLAYING, null, null, 1_000));
            live = play(store, live, new Change.Moved(code, 1, 0, 0, 0, 1_100, null, null),
                new Change.Offered(code, 1, OfferKind.DRAW, Mark.X),
                new Change.Offered(code, 1, OfferKind.TAKEBACK, Mark.X));
        }
        try (JdbcStore store = reopen()) {
            assertOffers(store, code, live, new Offers(Mark.X, Mark.X), "both stand after a restart");
            live = play(store, live, new Change.Offered(code, 2, OfferKind.DRAW, null));
            assertOffers(store, code, live, new Offers(Mark.X, Mark.X), "an offer about another round changes nothing");
            live = play(store, live, new Change.Moved(code, 1, 1, 1, 1, 1_200, null, null));
            assertOffers(store, code, live, Offers.NONE,
                "O, offered the draw and asked for a takeback, moved: both lapsed");
            live = play(store, live, new Change.Offered(code, 1, OfferKind.DRAW, Mark.X),
                new Change.Moved(code, 1, 2, 2, 2, 1_300, null, null));
            assertOffers(store, code, live, new Offers(Mark.X, null), "X's own move leaves X's offer standing");
            live = play(store, live, new Change.Offered(code, 1, OfferKind.TAKEBACK, Mark.X));
            assertOffers(store, code, live, new Offers(Mark.X, Mark.X), "X asks to take it back");
            live = play(store, live, new Change.TakenBack(code, 1, 2, 1_400, null, null));
            assertOffers(store, code, live, Offers.NONE, "a takeback clears both");
            live = play(store, live, new Change.Offered(code, 1, OfferKind.DRAW, Mark.X),
                new Change.Offered(code, 1, OfferKind.TAKEBACK, Mark.O));
            assertOffers(store, code, live, new Offers(Mark.X, Mark.O), "offered again");
            live = play(store, live, new Change.Status(code, 1, GameStatus.OVER, Mark.O, Result.Reason.RESIGN, 1_500));
            assertOffers(store, code, live, Offers.NONE, "the round is over");
            live = play(store, live, new Change.Offered(code, 1, OfferKind.DRAW, Mark.X));
            assertOffers(store, code, live, Offers.NONE, "nothing stands once the round is over");
            live = play(store, live, new Change.NewRound(code, 2, 1_600),
                new Change.Status(code, 2, GameStatus.PLAYING, null, null, 1_600));
            assertOffers(store, code, live, Offers.NONE, "a new round starts with none");
            live = play(store, live, new Change.Offered(code, 2, OfferKind.DRAW, Mark.O));
            assertOffers(store, code, live, new Offers(Mark.O, null), "and takes new ones");
        }
    }

    /**
     * Takes a step as a room does: the changes, with what the table works out from them, are written, and the table
     * after them is the room's once they are durable. {@code live} null: the game's first step.
     */
    private static Table play(JdbcStore store, Table live, Change... changes) throws Exception {
        if (live == null) {
            write(store, changes);
            return Table.fold(null, List.of(changes));
        }
        Step step = Step.of(live, List.of(changes));
        store.write(step.changes()).get(10, TimeUnit.SECONDS);
        return step.after();
    }

    private static void assertOffers(JdbcStore store, String code, Table live, Offers expected, String why) {
        StoredGame g = store.load(code).orElseThrow();
        assertEquals(expected, live.offers(), why + " (the live room)");
        assertEquals(expected, g.offers(), why + " (stored)");
        assertEquals(expected, Table.rebuild(g, 2_000).offers(), why + " (the room rebuilt from the record)");
    }

    @Test
    void aDuplicateMoveFailsItsOwnWriteAndNoOther() throws Exception {
        try (JdbcStore store = open()) {
            create(store, "DUPLIC22", 1_000, GameStatus.PLAYING);
            write(store, new Change.Moved("DUPLIC22", 1, 0, 0, 0, 1_100, null, null));
            var again = store.write(List.of(new Change.Moved("DUPLIC22", 1, 0, 1, 1, 1_200, null, null)));
            var other = store.write(List.of(new Change.Moved("DUPLIC22", 1, 1, 2, 2, 1_300, null, null)));
            assertThrows(ExecutionException.class, () -> again.get(10, TimeUnit.SECONDS));
            other.get(10, TimeUnit.SECONDS);
            assertEquals(List.of(new Point(0, 0), new Point(2, 2)), store.load("DUPLIC22").orElseThrow().moves());
            assertFalse(store.load("DUPLIC22").orElseThrow().moves().contains(new Point(1, 1)));
        }
    }

    /** A list that fails part way leaves nothing of itself, also when it is alone in its transaction. */
    @Test
    void aListThatFailsAtItsSecondChangeLeavesNothingBehind() throws Exception {
        try (JdbcStore store = open()) {
            create(store, "HALFWAY2", 1_000, GameStatus.PLAYING);
            write(store, new Change.Moved("HALFWAY2", 1, 0, 0, 0, 1_100, null, null));
            var half = store.write(List.of(new Change.Moved("HALFWAY2", 1, 1, 1, 1, 1_200, null, null),
                new Change.Moved("HALFWAY2", 1, 0, 2, 2, 1_300, null, null)));
            assertThrows(ExecutionException.class, () -> half.get(10, TimeUnit.SECONDS));
            assertEquals(List.of(new Point(0, 0)), store.load("HALFWAY2").orElseThrow().moves());
            write(store, new Change.Moved("HALFWAY2", 1, 1, 3, 3, 1_400, null, null));
            assertEquals(List.of(new Point(0, 0), new Point(3, 3)), store.load("HALFWAY2").orElseThrow().moves());
        }
    }

    /**
     * Each write is counted once, in the transaction that carries it, and its wait is the time from being handed
     * over to its transaction starting: writes handed over while the writer is held for 50 ms wait at least that.
     */
    @Test
    void everyWriteIsCountedOnceInTheTransactionThatCarriesIt() throws Exception {
        try (JdbcStore store = open()) {
            List<Integer> batches = new CopyOnWriteArrayList<>();
            List<Long> waits = new CopyOnWriteArrayList<>();
            List<Long> took = new CopyOnWriteArrayList<>();
            CountDownLatch holding = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            store.meter(new StoreMeter() {
                @Override
                public void transaction(int writes, long tookNanos) {
                    batches.add(writes);
                    took.add(tookNanos);
                    if (batches.size() == 2) { // the first move's: hold the writer thread, which reports this
                        holding.countDown();
                        try {
                            release.await(10, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                }

                @Override
                public void writeWaited(long nanos) {
                    waits.add(nanos);
                }
            });
            create(store, "BATCHED2", 1_000, GameStatus.PLAYING);
            CompletableFuture<?>[] moves = new CompletableFuture<?>[5];
            moves[0] = store.write(List.of(new Change.Moved("BATCHED2", 1, 0, 0, 0, 1_100, null, null)));
            assertTrue(holding.await(10, TimeUnit.SECONDS));
            for (int ply = 1; ply < moves.length; ply++) {
                moves[ply] = store.write(List.of(new Change.Moved("BATCHED2", 1, ply, ply, 0, 1_100 + ply, null, null)));
            }
            Thread.sleep(50);
            release.countDown();
            CompletableFuture.allOf(moves).get(10, TimeUnit.SECONDS);
            assertEquals(List.of(1, 1), batches.subList(0, 2), "the create and the first move were alone: " + batches);
            assertEquals(6, batches.stream().mapToInt(Integer::intValue).sum(), "however they were grouped: "
                + batches);
            assertTrue(batches.stream().allMatch(n -> n >= 1), batches.toString());
            assertEquals(6, waits.size(), "each write's wait, once: " + waits);
            List<Long> behind = waits.subList(2, 6);
            assertTrue(behind.stream().allMatch(n -> n >= 50_000_000L), "the four held back waited 50 ms or more: "
                + behind);
            assertEquals(batches.size(), took.size(), "each transaction timed once");
            assertTrue(took.stream().allMatch(n -> n > 0), took.toString());
        }
    }

    /** A rated blitz game of gomoku between accounts a-1 (slot 0) and b-2, created at {@code at}. */
    private static void ratedGame(JdbcStore store, String code, String kind, long at) throws Exception {
        write(store, new Change.Created(code, Rules.STANDARD, 1000, 0, TimeControl.fischer(180, 2), false, at, null,
                true, kind),
            new Change.Seated(code, 0, "t1-" + code, "Ana", SeatKind.HUMAN, null, "a-1"),
            new Change.Seated(code, 1, "t2-" + code, "Bo", SeatKind.HUMAN, null, "b-2"),
            new Change.Status(code, 1, GameStatus.PLAYING, null, null, at));
    }

    private static Change[] ending(String code, int round, Mark winner, Result.Reason reason, long at) {
        return new Change[] {new Change.Status(code, round, GameStatus.OVER, winner, reason, at),
            new Change.Scored(code, new inrow.game.RoundResult(round, winner, reason))};
    }

    @Test
    void aRatedRoundMovesBothRatingsByGlicko2OnceInTheTransactionThatEndsIt() throws Exception {
        long end = 1_700_000_060_000L;
        try (JdbcStore store = open()) {
            ratedGame(store, "RATED001", "gomoku-standard", end - 60_000);
            write(store, new Change.Moved("RATED001", 1, 0, 7, 7, end - 50_000, 180_000L, null));
            write(store, new Change.Moved("RATED001", 1, 1, 8, 8, end - 40_000, 180_000L, null));
            write(store, ending("RATED001", 1, Mark.O, Result.Reason.RESIGN, end));
            inrow.rating.RatedGame expected = new inrow.rating.Glicko2().rate(inrow.rating.Rating.fresh(),
                inrow.rating.Rating.fresh(), inrow.rating.Score.LOSS, java.time.Instant.ofEpochMilli(end));
            assertEquals(expected.first(), store.ratings().of("a-1", "gomoku-standard",
                inrow.rating.Speed.BLITZ), "X resigned: slot 0 lost");
            assertEquals(expected.second(), store.ratings().of("b-2", "gomoku-standard",
                inrow.rating.Speed.BLITZ));
            List<inrow.rated.RatingChange> round = store.ratings().ofRound("RATED001", 1);
            assertEquals(2, round.size());
            assertEquals(Math.round(expected.firstChange()), round.get(0).shownChange(), round.toString());
            // The same end applied again (a retried step, a second node) changes nothing more.
            write(store, ending("RATED001", 1, Mark.O, Result.Reason.RESIGN, end + 5_000));
            assertEquals(expected.first(), store.ratings().of("a-1", "gomoku-standard",
                inrow.rating.Speed.BLITZ));
            assertEquals(2, store.ratings().ofRound("RATED001", 1).size());
        }
        try (JdbcStore store = reopen()) {
            inrow.rating.Rating a = store.ratings().of("a-1", "gomoku-standard", inrow.rating.Speed.BLITZ);
            assertEquals(1, a.games(), "kept across a restart, once");
            assertEquals(1, store.ratings().history("b-2", 10).size());
            assertEquals(List.of(), store.ratings().of("a-1").stream()
                .filter(r -> r.speed() != inrow.rating.Speed.BLITZ).toList());
        }
    }

    @Test
    void abortedCasualAndOneSidedRoundsChangeNoRating() throws Exception {
        try (JdbcStore store = open()) {
            ratedGame(store, "ABORTED1", "gomoku-standard", 1_000);
            write(store, new Change.Moved("ABORTED1", 1, 0, 7, 7, 2_000, 180_000L, null));
            write(store, new Change.Moved("ABORTED1", 1, 1, 8, 8, 3_000, 180_000L, null));
            write(store, ending("ABORTED1", 1, null, Result.Reason.ABORTED, 4_000));
            ratedGame(store, "ONESIDE1", "gomoku-standard", 1_000);
            write(store, new Change.Moved("ONESIDE1", 1, 0, 7, 7, 2_000, 180_000L, null));
            write(store, ending("ONESIDE1", 1, Mark.X, Result.Reason.TIME, 4_000));
            ratedGame(store, "CASUAL01", null, 1_000);
            write(store, new Change.Moved("CASUAL01", 1, 0, 7, 7, 2_000, 180_000L, null));
            write(store, new Change.Moved("CASUAL01", 1, 1, 8, 8, 3_000, 180_000L, null));
            write(store, ending("CASUAL01", 1, Mark.X, Result.Reason.RESIGN, 4_000));
            assertEquals(List.of(), store.ratings().of("a-1"));
            assertEquals(List.of(), store.ratings().history("b-2", 10));
            assertEquals("gomoku-standard", store.load("ABORTED1").orElseThrow().ratedKind(), "kept with the game");
            assertEquals(null, store.load("CASUAL01").orElseThrow().ratedKind());
        }
    }

    @Test
    void theLeaderboardShowsSettledRecentPlayersBestFirst() throws Exception {
        long start = 1_700_000_000_000L;
        try (JdbcStore store = open()) {
            inrow.account.AccountStore accounts = store instanceof SqliteStore sqlite ? sqlite.accounts()
                : ((PostgresStore) store).accounts();
            for (String[] a : new String[][] {{"a-1", "Ana"}, {"b-2", "Bo"}}) {
                assertTrue(accounts.createAccount(new inrow.account.AccountStore.Account(a[0], a[1], null, start,
                    null), a[1].toLowerCase(java.util.Locale.ROOT), List.of(), null, 0));
            }
            // Ana wins two games of three; after 16 games both deviations are under 110 (see docs/ratings.md).
            int games = 16;
            for (int i = 0; i < games; i++) {
                String code = String.format("BOARD%03d", i);
                long at = start + i * 600_000L;
                ratedGame(store, code, "gomoku-standard", at);
                write(store, new Change.Moved(code, 1, 0, 7, 7, at + 1_000, 180_000L, null));
                write(store, new Change.Moved(code, 1, 1, 8, 8, at + 2_000, 180_000L, null));
                write(store, ending(code, 1, i % 3 == 2 ? Mark.O : Mark.X, Result.Reason.RESIGN, at + 3_000));
            }
            long now = start + games * 600_000L;
            inrow.rated.Leaderboard board = new inrow.rated.Leaderboard(store.ratings(),
                inrow.rated.LeaderboardRule.STANDARD);
            List<inrow.rated.Leader> leaders = board.of("gomoku-standard", inrow.rating.Speed.BLITZ, now);
            assertEquals(List.of("Ana", "Bo"), leaders.stream().map(inrow.rated.Leader::name).toList(),
                leaders.toString());
            assertEquals(games, leaders.get(0).rating().games());
            assertTrue(leaders.get(0).rating().deviation() < 110, leaders.toString());
            assertEquals(List.of(), board.of("gomoku-standard", inrow.rating.Speed.RAPID, now), "another speed");
            assertEquals(List.of(), board.of("gomoku-renju", inrow.rating.Speed.BLITZ, now), "another kind");
            assertEquals(List.of(), board.of("gomoku-standard", inrow.rating.Speed.BLITZ, now + 29 * 86_400_000L),
                "nobody who has not played in four weeks");
            assertEquals(List.of(), new inrow.rated.Leaderboard(store.ratings(),
                new inrow.rated.LeaderboardRule(17, 110, 28, 100)).of("gomoku-standard", inrow.rating.Speed.BLITZ,
                now), "too few games for a rule asking 17");
        }
    }
}
