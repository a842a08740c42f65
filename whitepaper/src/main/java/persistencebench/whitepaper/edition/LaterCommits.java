package persistencebench.whitepaper.edition;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The commits after the measured one that may change what is measured: every commit from it to the checkout's
 * {@code HEAD} touching anything but the white paper, the documentation, the editions and CI. A later commit that only
 * changes how results are rendered or described leaves the edition's figures those its code would measure.
 */
final class LaterCommits {
    /** The whole checkout, less the paths whose changes leave every measured figure as it was. */
    private static final List<String> MEASURING = List.of(":(top)", ":(top,exclude)whitepaper", ":(top,exclude)docs",
            ":(top,exclude)editions", ":(top,exclude).ci", ":(top,exclude,glob)**/*.md");

    private LaterCommits() {
    }

    /**
     * One line per such commit ({@code <short hash> <subject>}), newest first. An IOException, whose message names no
     * machine path, when git cannot answer (no git, not a checkout, an unknown commit) or the measured commit is not an
     * ancestor of {@code HEAD} (then "none after it" would be false).
     */
    static List<String> after(String commit, Path checkout) throws IOException {
        if (run(checkout, List.of("git", "merge-base", "--is-ancestor", commit, "HEAD")).exit() != 0) {
            throw new IOException("the measured commit " + commit + " is not in this checkout's history up to HEAD: publish from a"
                    + " checkout of it or of a later commit");
        }
        List<String> log = new ArrayList<>(List.of("git", "-c", "log.showSignature=false", "log", "--no-color", "--format=%h %s",
                commit + "..HEAD", "--"));
        log.addAll(MEASURING);
        Result result = run(checkout, log);
        if (result.exit() != 0) {
            throw new IOException("git log " + commit + "..HEAD failed (exit code " + result.exit() + ")");
        }
        return result.output().lines().filter(line -> !line.isBlank()).toList();
    }

    private record Result(int exit, String output) {
    }

    private static Result run(Path checkout, List<String> command) throws IOException {
        Process git;
        try {
            git = new ProcessBuilder(command).directory(checkout.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IOException("git could not be started: is it installed?");
        }
        String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!git.waitFor(30, TimeUnit.SECONDS)) {
                git.destroyForcibly();
                throw new IOException("git did not answer within 30 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while asking git for the later commits");
        }
        return new Result(git.exitValue(), output);
    }
}
