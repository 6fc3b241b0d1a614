package inrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;
import org.junit.jupiter.api.Test;

class MainCommandTest {
    @Test
    void helpListsTheSubcommands() {
        CommandLine cmd = new CommandLine(new Main());
        StringWriter out = new StringWriter();
        cmd.setOut(new PrintWriter(out));
        assertEquals(0, cmd.execute("--help"));
        assertTrue(out.toString().contains("pbrain"), out.toString());
        assertTrue(out.toString().contains("tournament"), out.toString());
        assertTrue(out.toString().contains("--port"), out.toString());
        assertTrue(out.toString().contains("--trust-proxy"), out.toString());
    }

    @Test
    void subcommandsHaveTheirOwnHelp() {
        for (String sub : new String[] {"pbrain", "tournament"}) {
            CommandLine cmd = new CommandLine(new Main());
            StringWriter out = new StringWriter();
            cmd.setOut(new PrintWriter(out));
            assertEquals(0, cmd.execute(sub, "--help"));
            assertTrue(out.toString().contains("Usage: inrow " + sub), out.toString());
        }
    }
}
