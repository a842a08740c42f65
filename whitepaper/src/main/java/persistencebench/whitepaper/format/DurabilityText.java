package persistencebench.whitepaper.format;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.Environment;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the document says about durability (fairness rule 2): the run's class ({@code disk} or {@code os}),
 * the database server's {@code fsync}, {@code synchronous_commit} and {@code full_page_writes}, the floors that
 * persist nothing, cells that ran under another class, and whether the write and read runs differ.
 */
public final class DurabilityText {

    /** The server settings every durability statement names, in this order. */
    public static final List<String> SERVER_SETTINGS = List.of("fsync", "synchronous_commit", "full_page_writes");
    private static final Map<String, String> MEANINGS = Map.of(
            "disk", "every backend's data was on disk when the timer stopped",
            "os", "nobody forced data to disk: it may still have been in the operating system's cache");

    private DurabilityText() {
    }

    /** The run's class as recorded, or "not recorded". */
    public static String durabilityClass(BenchmarkRun run) {
        return Objects.requireNonNullElse(run.environment().durability(), "not recorded");
    }

    /** For chart footnotes: "durability disk; server fsync=on, synchronous_commit=on, full_page_writes=on". */
    public static String footnote(BenchmarkRun run) {
        return "durability " + durabilityClass(run) + "; " + serverSettings(run.environment());
    }

    /**
     * For prose: the class, what it means, the server settings, the floors (cells whose store persists nothing, which no
     * class applies to and no ranking includes) and any other cell that ran under another class.
     */
    public static String sentence(BenchmarkRun run) {
        String meaning = MEANINGS.get(run.environment().durability());
        String text = "Durability class *" + durabilityClass(run) + "*" + (meaning == null ? "" : ": " + meaning)
                + "; " + serverSettings(run.environment()) + ".";
        List<String> floors = run.cells().stream().filter(ResultCell::isFloor)
                .map(c -> Labels.cellWithTemperature(run.catalogue(), c)).distinct().toList();
        if (!floors.isEmpty()) {
            text += " Floors, which persist nothing and are never ranked: " + String.join(", ", floors) + ".";
        }
        List<String> differing = run.cells().stream().filter(c -> !c.isFloor())
                .filter(c -> c.durability() != null && !c.durability().equals(run.environment().durability()))
                .map(c -> c.label() + " (" + c.durability() + ")").toList();
        return differing.isEmpty() ? text : text + " Cells measured under another class: " + String.join(", ", differing) + ".";
    }

    /**
     * "server fsync=on, ..." from {@code databaseSettings}, or a note that no server settings were recorded. When the
     * run had several database servers, the one these settings belong to (the first) is named instead of "server".
     */
    public static String serverSettings(Environment environment) {
        Map<String, String> settings = environment.databaseSettings();
        if (settings.isEmpty()) {
            return "no database server settings recorded";
        }
        String server = environment.databases().size() > 1
                ? Database.displayName(environment.databases().keySet().iterator().next()) : "server";
        return server + " " + SERVER_SETTINGS.stream()
                .map(name -> name + "=" + settings.getOrDefault(name, "not recorded"))
                .collect(Collectors.joining(", "));
    }

    /** A warning when the runs were measured under different durability classes. */
    public static Optional<String> mismatch(List<BenchmarkRun> runs) {
        if (runs.stream().map(DurabilityText::durabilityClass).distinct().count() < 2) {
            return Optional.empty();
        }
        return Optional.of("The runs differ in durability: " + runs.stream()
                .map(run -> "the " + run.kind().id() + " run used *" + durabilityClass(run) + "* ("
                        + serverSettings(run.environment()) + ")")
                .collect(Collectors.joining(", ")) + ". Numbers from the two runs are not measured under the same rule.");
    }
}
