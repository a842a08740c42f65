package persistencebench.whitepaper.edition;

import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Environment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * {@code EDITION.md}: what an edition is (which commit measured it, on which machine, how long the job ran), what it
 * holds, how to render it again, and which later commits changed what is measured. Every fact comes from the edition's
 * result files or from git at publication; nothing is typed in.
 */
final class EditionNotes {
    static final String FILE = "EDITION.md";
    private static final double GIB = 1024.0 * 1024.0 * 1024.0;

    private EditionNotes() {
    }

    /**
     * The notes of the edition in {@code editionDir}, whose runs {@code edition} holds, named {@code editionName} in
     * commands (the folder relative to the checkout), published at {@code now}; {@code laterCommits} are
     * {@link LaterCommits#after}'s lines.
     */
    static String text(AvailableResults edition, Path editionDir, String editionName, Instant now, List<String> laterCommits)
            throws IOException {
        BenchmarkRun write = edition.write().orElseThrow();
        BenchmarkRun read = edition.read().orElseThrow();
        String commit = String.valueOf(write.environment().code().get("commit"));
        Duration job = running(write).plus(running(read));
        StringBuilder s = new StringBuilder();
        s.append("# Reference edition ").append(Path.of(editionName).getFileName()).append("\n\n");
        s.append("The result files of one full main job (`./mvnw verify -Pmain-job`) measured by commit `").append(commit)
                .append("`, and the white paper rendered from them; published ").append(LocalDate.ofInstant(now, ZoneOffset.UTC))
                .append(".\n\n");
        s.append("| | write run | read run |\n|---|---|---|\n");
        row(s, "started", write.file().startedAt(), read.file().startedAt());
        row(s, "finished", write.file().finishedAt(), read.file().finishedAt());
        row(s, "running time (pauses between an interruption and its resume left out)", hoursMinutes(running(write)),
                hoursMinutes(running(read)));
        row(s, "interruptions", String.valueOf(write.file().interruptions().size()), String.valueOf(read.file().interruptions().size()));
        row(s, "machine", machine(write.environment()), machine(read.environment()));
        row(s, "JVM", write.environment().jvm(), read.environment().jvm());
        s.append("\nJob time, write and read running: **").append(hoursMinutes(job)).append("** (the white paper's own step, about a"
                + " minute, not included). Compare figures only within this edition, or with runs on the same machine.\n\n");
        s.append("## Contents\n\n");
        for (Path file : EditionFiles.all(editionDir)) {
            s.append("* `").append(editionDir.relativize(file).toString().replace('\\', '/')).append("` (")
                    .append(kib(Files.size(file))).append(")\n");
        }
        s.append("* `").append(FILE).append("` (this file)\n\n");
        s.append("## Rendering it again\n\n```sh\n./mvnw -q -pl whitepaper exec:java -Dresults=").append(editionName).append("\n```\n\n")
                .append("renders `whitepaper/` from the compressed result files again, byte for byte the same apart from the generation"
                        + " time (the HTML's footer, the PDF's creation and modification dates), as long as the white paper's code"
                        + " renders as it did at publication and the JDK and fonts draw the figures alike. `").append(FindingsTable.FILE)
                .append("` is the decision guide as the README shows it.\n\n");
        s.append("## Later commits that change what is measured\n\n");
        if (laterCommits.isEmpty()) {
            s.append("None at publication: no commit after `").append(commit).append("` touched the code that measures (anything but"
                    + " the white paper, the documentation, the editions and CI).\n");
        } else {
            s.append("At publication, these commits after `").append(commit).append("` touched the code that measures; the figures"
                    + " of a later run may differ for them:\n\n");
            laterCommits.forEach(line -> s.append("* ").append(line).append('\n'));
        }
        return s.toString();
    }

    private static void row(StringBuilder s, String what, String write, String read) {
        s.append("| ").append(what).append(" | ").append(cell(write)).append(" | ").append(cell(read)).append(" |\n");
    }

    private static String cell(String text) {
        return MachinePaths.redact(Objects.toString(text, "not recorded")).replace("|", "\\|");
    }

    /**
     * Wall time from start to finish, less each pause between a run's last finished fork before an interruption and its
     * resume. A pause starts no earlier than the previous resume: a run interrupted again before a fork finished still
     * names the fork of before the first pause, whose time is not to be taken away twice.
     */
    static Duration running(BenchmarkRun run) {
        Instant started = Instant.parse(run.file().startedAt());
        Duration total = Duration.between(started, Instant.parse(run.file().finishedAt()));
        Instant previous = started;
        for (Map<String, Object> interruption : run.file().interruptions()) {
            if (interruption.get("lastForkEndedAt") instanceof String ended && interruption.get("resumedAt") instanceof String resumed) {
                Instant from = Instant.parse(ended).isBefore(previous) ? previous : Instant.parse(ended);
                Instant to = Instant.parse(resumed);
                if (to.isAfter(from)) {
                    total = total.minus(Duration.between(from, to));
                }
                previous = to.isAfter(previous) ? to : previous;
            }
        }
        return total.isNegative() ? Duration.ZERO : total;
    }

    static String hoursMinutes(Duration duration) {
        long minutes = Math.round(duration.toSeconds() / 60.0);
        return minutes >= 60 ? String.format(Locale.ROOT, "%d h %02d min", minutes / 60, minutes % 60) : minutes + " min";
    }

    /** The machine as a result file records it, in one line. */
    static String machine(Environment env) {
        return env.cpus() + " CPUs (" + Objects.toString(env.cpuModel(), "model not recorded") + "), "
                + (env.hostMemoryBytes() == null ? "memory not recorded" : String.format(Locale.ROOT, "%.0f GiB", env.hostMemoryBytes() / GIB))
                + ", " + env.os() + (env.dataDevice() == null ? "" : ", data on " + env.dataDevice() + " (" + env.dataFileSystem() + ")");
    }

    private static String kib(long bytes) {
        return String.format(Locale.ROOT, "%,d KiB", (bytes + 1023) / 1024);
    }
}
