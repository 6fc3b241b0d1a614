package inrow;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

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
            .should().dependOnClassesThat().haveFullyQualifiedName("inrow.room.Table")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.room.Judge")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.room.Manners")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.room.Timekeeper")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.room.Opening")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("inrow.room.Step")
            .because("the store writes each fact as it is; what the table works out from facts reaches it as facts "
                + "(room/Step.java), so no rule of the game is written twice")
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
