package inrow.load;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Test
    void fromClassesRatherThanTheJarItMeasuresInThisJvm() {
        // Tests run from target/classes: there is no jar to start a second JVM from.
        assertTrue(MeasuringJvm.command(List.of("--games", "2")).isEmpty());
    }
}
