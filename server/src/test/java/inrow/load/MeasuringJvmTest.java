package inrow.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** When the load tool measures in a JVM of its own, and when it leaves the choice to whoever started it. */
class MeasuringJvmTest {
    @Test
    void theOperatorsHeapOrCollectorFlagsWin() {
        assertTrue(MeasuringJvm.chosenByOperator(List.of("-Xmx1g")));
        assertTrue(MeasuringJvm.chosenByOperator(List.of("-Dx=1", "-Xmn512m")));
        assertTrue(MeasuringJvm.chosenByOperator(List.of("-XX:+UseParallelGC")));
        assertTrue(MeasuringJvm.chosenByOperator(List.of("-XX:MaxNewSize=1g")));
        assertTrue(MeasuringJvm.chosenByOperator(List.of("-XX:MaxHeapSize=2g")));
        assertTrue(MeasuringJvm.chosenByOperator(List.of("-XX:InitialRAMPercentage=10")));
        assertTrue(MeasuringJvm.chosenByOperator(List.of("-XX:+UseZGC")));
        assertFalse(MeasuringJvm.chosenByOperator(List.of("-Xlog:gc:file=gc.log", "-Dfile.encoding=UTF-8")));
        assertFalse(MeasuringJvm.chosenByOperator(List.of("-XX:+UseNUMA", "-XX:+UseLargePages")),
            "flags that choose no heap and no collector leave the choice to the tool");
        assertFalse(MeasuringJvm.chosenByOperator(List.of()));
    }

    private static final long MACHINE = 24L << 30;
    private static final Path JAR = Path.of("target", "inrow.jar");

    @Test
    void theChildIsTheSameJarWithTheOperatorsOptionsItsHeapAndTheSameArguments() {
        List<String> command = MeasuringJvm.command(List.of("--games", "2", "--url", "http://127.0.0.1:1"), "java",
            JAR, List.of("-Dfoo=bar", "-Xlog:gc:file=gc.log", "-agentlib:jdwp=transport=dt_socket"), MACHINE).orElseThrow();
        assertEquals(List.of("java", "-Dfoo=bar", "-Xlog:gc:file=gc.log", "-Xms3g", "-Xmx3g", "-Xmn2g", "-jar",
            JAR.toString(), "loadtest", "--games", "2", "--url", "http://127.0.0.1:1", "--no-fork"), command,
            "a debugger's agent stays with the parent");
    }

    @Test
    void noChildWithoutAJarOnASmallMachineOrWhenTheOperatorChoseTheHeap() {
        assertTrue(MeasuringJvm.command(List.of(), "java", null, List.of(), MACHINE).isEmpty(), "run from classes");
        assertTrue(MeasuringJvm.command(List.of(), "java", JAR, List.of(), 4L << 30).isEmpty(), "4 GiB of memory");
        assertTrue(MeasuringJvm.command(List.of(), "java", JAR, List.of("-Xmx1g"), MACHINE).isEmpty(), "-Xmx1g");
        assertTrue(MeasuringJvm.command(List.of(), null, JAR, List.of(), MACHINE).isEmpty(), "no java to start");
    }
}
