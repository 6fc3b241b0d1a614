package inrow;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class DaemonsTest {
    /**
     * A review thread must not compete with live games for the CPU: the kernel's own view of the thread
     * (/proc/thread-self/sched: policy 5 is SCHED_IDLE; /proc/thread-self/stat's 19th field is the nice value) says
     * it runs only when nothing else wants the CPU, or at the weakest nice.
     */
    @Test
    void anIdleThreadRunsOnlyWhenNothingElseWants() throws Exception {
        assumeTrue(Files.exists(Path.of("/proc/thread-self/sched")), "Linux only");
        CompletableFuture<String> seen = new CompletableFuture<>();
        Thread t = Daemons.idle("test-idle").newThread(() -> {
            try {
                String sched = Files.readString(Path.of("/proc/thread-self/sched"));
                String policy = sched.lines().filter(l -> l.startsWith("policy")).findFirst().orElse("")
                    .replaceAll("[^0-9]", "");
                String nice = Files.readString(Path.of("/proc/thread-self/stat")).split("\\) ")[1].split(" ")[16];
                seen.complete(policy + "/" + nice);
            } catch (Exception e) {
                seen.completeExceptionally(e);
            }
        });
        t.start();
        String policyAndNice = seen.get(10, TimeUnit.SECONDS);
        assertTrue(policyAndNice.startsWith("5/") || policyAndNice.endsWith("/19"),
            "policy/nice of an idle thread: " + policyAndNice);
    }
}
