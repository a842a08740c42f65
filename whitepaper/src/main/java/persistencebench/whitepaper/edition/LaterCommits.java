package persistencebench.whitepaper.edition;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The commits after the measured one that may change what is measured: every commit up to the checkout's {@code HEAD}
 * touching anything but the white paper, the documentation, the editions and CI. A later commit that only changes
 * how results are rendered or described leaves the edition's figures those its code would measure.
 */
final class LaterCommits {
    /** Paths whose changes leave every measured figure as it was. */
    private static final List<String> NOT_MEASURING = List.of(":(exclude)whitepaper", ":(exclude)docs", ":(exclude)editions",
            ":(exclude).ci", ":(exclude)*.md");

    private LaterCommits() {
    }

    /**
     * One line per such commit ({@code <short hash> <subject>}), oldest last, from {@code git log} in
     * {@code checkout}; an IOException when git cannot answer (no git, not a checkout, an unknown commit).
     */
    static List<String> after(String commit, Path checkout) throws IOException {
        List<String> command = new ArrayList<>(List.of("git", "log", "--format=%h %s", commit + "..HEAD", "--", "."));
        command.addAll(NOT_MEASURING);
        Process git = new ProcessBuilder(command).directory(checkout.toFile()).redirectErrorStream(true).start();
        String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!git.waitFor(30, TimeUnit.SECONDS) || git.exitValue() != 0) {
                throw new IOException("git log " + commit + "..HEAD failed in " + checkout + ": " + output.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while asking git for the commits after " + commit, e);
        }
        return output.lines().filter(line -> !line.isBlank()).toList();
    }
}
