package inrow;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers stay layers: each rule reads the compiled main classes (every reference in the bytecode, not only the
 * import lines) and fails naming each class and line that crosses a line it must not. Rules are written down in
 * docs' words: the engine is pure, the room knows no transport, storage, cluster or serialisation, and so on.
 */
class ArchitectureTest {
    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("inrow");
    }

    @Test
    void theEngineImportsOnlyTheJdk() {
        classes().that().resideInAPackage("inrow.engine..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("inrow.engine..", "java..")
            .because("rules are a pure value: anything may use the engine, and it can be reasoned about alone")
            .check(main);
    }

    @Test
    void theGameKnowsNoRoomWireStoreClusterBotOrJackson() {
        noClasses().that().resideInAPackage("inrow.game..")
            .should().dependOnClassesThat().resideInAnyPackage("inrow.room..", "inrow.protocol..", "inrow.web..",
                "inrow.store..", "inrow.cluster..", "inrow.bot..", "inrow.load..", "inrow.tools..", "inrow.metrics..",
                "com.fasterxml..", "io.micrometer..", "io.javalin..")
            .because("the game is a pure core (boardgame.io's core/): the table, the reducer and the judge speak the "
                + "game's own words, and every outer layer maps them")
            .check(main);
    }

    @Test
    void theGameImportsOnlyTheEngineAndTheJdk() {
        classes().that().resideInAPackage("inrow.game..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("inrow.game..", "inrow.engine..", "java..")
            .because("a table is an immutable value that any thread may read")
            .check(main);
    }

    @Test
    void tournamentsImportOnlyTheJdk() {
        classes().that().resideInAPackage("inrow.tournament..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("inrow.tournament..", "java..")
            .because("arena scoring, standings and pairing are values worked out from the games alone: a restart, "
                + "another node and a test all get the same table")
            .check(main);
    }

    @Test
    void ratingsImportOnlyTheJdk() {
        classes().that().resideInAPackage("inrow.rating..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("inrow.rating..", "java..")
            .because("Glicko-2 is arithmetic on values: it can be checked against the paper alone, and the game, "
                + "the store and the pairing all read it the same way")
            .check(main);
    }

    @Test
    void ratedGamesPortKnowsOnlyRatings() {
        classes().that().resideInAPackage("inrow.rated..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("inrow.rated..", "inrow.rating..", "java..")
            .because("the ratings port is read by the web layer, the rooms' seats and the pairing alike; the store "
                + "writes it in the round's own transaction, so nothing here may reach for a database or a room")
            .check(main);
    }

    @Test
    void pairingKnowsNoWebRoomStoreClusterOrJackson() {
        classes().that().resideInAPackage("inrow.pairing..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("inrow.pairing..", "inrow.rating..", "java..")
            .because("pools and the matching rule are pure logic behind ports: the web layer and the rooms plug in, "
                + "and a cluster version of the pools can replace the one-node one")
            .check(main);
    }

    @Test
    void quickPairingKnowsNoWebStoreOrCluster() {
        noClasses().that().resideInAPackage("inrow.lobby..")
            .should().dependOnClassesThat().resideInAnyPackage("inrow.web..", "inrow.store..", "inrow.cluster..",
                "io.javalin..", "com.fasterxml..")
            .because("quick pairing speaks to sockets through a small port (PairingClient) and makes games through "
                + "Rooms, so it can be tested with fakes and moved onto a cluster's pools")
            .check(main);
    }

    @Test
    void theGameHasNoCycles() {
        // One package today; its parts, once it has some, may not depend on each other in a circle.
        slices().matching("inrow.game.(**)").should().beFreeOfCycles().allowEmptyShould(true).check(main);
    }

    @Test
    void noFileInTheGameIsLong() throws java.io.IOException {
        java.nio.file.Path game = java.nio.file.Path.of("src/main/java/inrow/game");
        if (!java.nio.file.Files.isDirectory(game)) {
            game = java.nio.file.Path.of("server/src/main/java/inrow/game");
        }
        try (var files = java.nio.file.Files.list(game)) {
            java.util.List<String> long_ = files.filter(f -> {
                try {
                    return java.nio.file.Files.readAllLines(f).size() > 350;
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).map(f -> f.getFileName().toString()).toList();
            org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of(), long_,
                "files of the game over 350 lines: split them by job");
        }
    }

    @Test
    void theProtocolKnowsNoRoom() {
        noClasses().that().resideInAPackage("inrow.protocol..")
            .should().dependOnClassesThat().resideInAPackage("inrow.room..")
            .because("the wire vocabulary is what rooms speak, not a view of how a room works")
            .check(main);
    }

    @Test
    void theRoomKnowsNoWebStoreClusterMetricsJacksonOrMicrometer() {
        noClasses().that().resideInAPackage("inrow.room..")
            .should().dependOnClassesThat().resideInAnyPackage("inrow.web..", "inrow.store..", "inrow.cluster..",
                "inrow.metrics..", "com.fasterxml..", "io.micrometer..")
            .because("a room talks to small ports (Connection, a step log, a meter) so it can be tested with fakes")
            .check(main);
    }

    @Test
    void theStoreKnowsNoRoomRules() {
        noClasses().that().resideInAPackage("inrow.store..")
            .should().dependOnClassesThat().haveFullyQualifiedName("inrow.game.Table")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.game.Judge")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.game.Manners")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.game.Timekeeper")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.game.Opening")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.game.Step")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.game.Reducer")
            .because("the store writes each fact as it is; what the table works out from facts reaches it as facts "
                + "(game/Step.java), so no rule of the game is written twice")
            .check(main);
    }

    @Test
    void botsKnowNoRoom() {
        noClasses().that().resideInAPackage("inrow.bot..")
            .should().dependOnClassesThat().resideInAPackage("inrow.room..")
            .because("a bot is handed an immutable game and answers a move; the room decides when to ask")
            .check(main);
    }

    @Test
    void theWebKnowsNoStoreOrCluster() {
        noClasses().that().resideInAPackage("inrow.web..")
            .should().dependOnClassesThat().resideInAnyPackage("inrow.store..", "inrow.cluster..")
            .because("the web layer is thin: routes, the socket adapter and pages over rooms; Server wires the rest")
            .check(main);
    }

    @Test
    void accountsKnowNoWebStoreRoomOrJackson() {
        noClasses().that().resideInAPackage("inrow.account..")
            .should().dependOnClassesThat().resideInAnyPackage("inrow.web..", "inrow.store..", "inrow.cluster..",
                "inrow.room..", "io.javalin..", "com.fasterxml..")
            .because("accounts are a service over a store port (AccountStore): the web layer turns its outcomes into "
                + "answers, and inrow.store keeps its data")
            .check(main);
    }
}
