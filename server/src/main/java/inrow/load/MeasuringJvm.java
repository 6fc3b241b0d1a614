package inrow.load;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs the load test in a JVM of its own, sized so that the tool does not collect garbage while it measures, as
 * JMH forks a JVM for each benchmark: the instrument's settings are chosen by the instrument, not by whoever
 * started it.
 *
 * <p>Why: the tool shares the machine with the server, and every young collection of the tool's own heap stops
 * its readers for 11 to 18 ms. A frame that arrives meanwhile is timed as server latency. With the JVM's defaults
 * the tool's young generation was about 160 MB and it collected about every 14 s during a play run (its GC log,
 * docs/performance.md). A fixed young generation of {@link #YOUNG} holds everything the tool allocates in a run's
 * warm-up and measured minute (about 12 MB/s at 1,000 moves/s), once the collection made after set-up has
 * emptied it.
 *
 * <p>The child is the same jar, with the same arguments and {@code --no-fork}; it is not forked when the tool does
 * not run from a jar (tests), when the operator gave the tool's JVM heap or collector flags (theirs win), or when
 * the machine has less than {@link #MIN_MEMORY} of memory.
 */
final class MeasuringJvm {
    static final String YOUNG = "2g";
    static final String HEAP = "3g";
    static final long MIN_MEMORY = 8L << 30;

    private MeasuringJvm() {
    }

    /** The child's command line, or empty if this JVM should measure itself (see the class comment). */
    static Optional<List<String>> command(List<String> args) {
        return command(args, ProcessHandle.current().info().command().orElse(null), ownJar(),
            ManagementFactory.getRuntimeMXBean().getInputArguments(), physicalMemory());
    }

    /** The same, for this java, jar, JVM options and machine memory (null java or jar: none to start). */
    static Optional<List<String>> command(List<String> args, String java, Path jar, List<String> jvmOptions,
                                          long memory) {
        if (java == null || jar == null || chosenByOperator(jvmOptions) || memory < MIN_MEMORY) {
            return Optional.empty();
        }
        List<String> command = new ArrayList<>(List.of(java));
        // The operator's other JVM options (a GC log, system properties) go to the JVM that measures; a debugger's
        // agent would find its port taken by this one.
        for (String option : jvmOptions) {
            if (!option.startsWith("-agentlib:jdwp") && !option.startsWith("-Xrunjdwp")) {
                command.add(option);
            }
        }
        command.addAll(List.of("-Xms" + HEAP, "-Xmx" + HEAP, "-Xmn" + YOUNG, "-jar", jar.toString(), "loadtest"));
        command.addAll(args);
        command.add("--no-fork");
        return Optional.of(command);
    }

    /** Runs the child with this process's console; its exit code is the tool's. */
    static int run(List<String> command) throws Exception {
        System.err.println("Measuring in a JVM of its own, with a young generation of " + YOUNG + " so that the tool "
            + "does not collect garbage while it measures (--no-fork: measure in this one).");
        Process child = new ProcessBuilder(command).inheritIO().start();
        Thread stop = new Thread(child::destroy, "load-child-stop");
        Runtime.getRuntime().addShutdownHook(stop);
        try {
            return child.waitFor();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(stop);
            } catch (IllegalStateException e) {
                // already shutting down: the hook ends the child
            }
        }
    }

    /** Heap or collector flags the operator gave this JVM (on its command line or in JAVA_TOOL_OPTIONS). */
    static boolean chosenByOperator(List<String> jvmArgs) {
        for (String a : jvmArgs) {
            if (a.startsWith("-Xm") || (a.startsWith("-XX:+Use") && a.endsWith("GC"))
                || HEAP_OPTIONS.matcher(a).lookingAt()) {
                return true;
            }
        }
        return false;
    }

    /** The -XX options that size the heap or its generations (-Xms, -Xmx and -Xmn are their short forms). */
    private static final java.util.regex.Pattern HEAP_OPTIONS = java.util.regex.Pattern.compile(
        "-XX:([+-]UseAdaptiveSizePolicy|(Max|Initial|Min)HeapSize=|(Max)?NewSize=|NewRatio=|SurvivorRatio="
            + "|(Max|Initial|Min)RAMPercentage=|MaxRAM=|MaxRAMFraction=|SoftMaxHeapSize=)");

    private static Path ownJar() {
        try {
            File f = new File(MeasuringJvm.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return f.isFile() && f.getName().endsWith(".jar") ? f.toPath() : null;
        } catch (Exception e) { // no code source, or not a file: not a jar we can start
            return null;
        }
    }

    private static long physicalMemory() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getTotalMemorySize();
        }
        return 0;
    }
}
