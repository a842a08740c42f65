package persistencebench.whitepaper.edition;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where an edition may go: a folder named by its date directly under the checkout's {@value #EDITIONS} folder, judged by
 * its real path, not by how it is written. The real path is the nearest existing ancestor's ({@link Path#toRealPath},
 * every symbolic link and {@code ..} resolved by the file system) with the names below it that do not exist yet, so
 * {@code editions/../../elsewhere/2026-12-03}, or an {@code editions} that links elsewhere, is refused.
 *
 * @param dir  the edition's folder, its real path
 * @param name the folder relative to the checkout, as the edition's notes, the README's link and {@code -Dresults} name it
 */
record EditionPlace(Path dir, String name) {
    static final String EDITIONS = "editions";
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    /**
     * The place {@code editionDir} (as given, {@code typed} on the command line) really is inside {@code checkout}, or
     * why it may not hold an edition, in one line.
     */
    static Place of(Path editionDir, String typed, Path checkout) {
        Path real;
        Path editions;
        try {
            real = real(editionDir);
            editions = checkout.toRealPath().resolve(EDITIONS);
        } catch (IOException e) {
            return new Place(null, "-Dedition=" + typed + " cannot be resolved to a real path (" + e.getClass().getSimpleName()
                    + " on " + e.getMessage() + "): an edition is a folder named by its date directly under the checkout's "
                    + EDITIONS + "/, e.g. -Dedition=" + EDITIONS + "/2026-12-03");
        }
        if (real.getParent() == null || !real.getParent().equals(editions) || !DATE.matcher(real.getFileName().toString()).matches()) {
            return new Place(null, "-Dedition=" + typed + " is " + (real.startsWith(editions.getParent()) ? "" : "outside the checkout, ")
                    + "not a folder named by its date directly under the checkout's " + EDITIONS + "/ (its real path, links and .."
                    + " resolved, is " + real + "), e.g. -Dedition=" + EDITIONS + "/2026-12-03");
        }
        return new Place(new EditionPlace(real, EDITIONS + "/" + real.getFileName()), null);
    }

    /** The place, or the one-line refusal. */
    record Place(EditionPlace place, String refusal) {
        Optional<EditionPlace> found() {
            return Optional.ofNullable(place);
        }
    }

    /**
     * {@code path}'s real path: its nearest existing ancestor (a link counts as existing, and must lead somewhere) with
     * symbolic links and {@code ..} resolved by the file system, then the names below it, which do not exist, so none is a
     * link.
     */
    static Path real(Path path) throws IOException {
        Path existing = path.toAbsolutePath();
        Deque<Path> missing = new ArrayDeque<>();
        while (existing.getParent() != null && !Files.exists(existing, LinkOption.NOFOLLOW_LINKS)) {
            missing.push(existing.getFileName());
            existing = existing.getParent();
        }
        Path real = existing.toRealPath();
        while (!missing.isEmpty()) {
            real = real.resolve(missing.pop());
        }
        return real.normalize();
    }
}
