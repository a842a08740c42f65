package persistencebench.harness.result;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Which code measured a run, from the git checkout it runs in: the commit, whether the build's inputs
 * ({@link #BUILD_INPUTS}) differed from it and a digest of the difference (tracked changes and untracked files git does
 * not ignore), so a result file names its code and a resumed run ({@code -Dresume}) can prove it continues with the same
 * code. Outside a git checkout, or without git, the version is {@code unknown} with the reason.
 */
public final class CodeVersion {
    static final String UNKNOWN = "unknown";
    /** The key of the digest of everything the measuring code is built from: what tells two runs' code apart. */
    public static final String INPUTS_DIGEST = "inputsDigest";
    /**
     * What the measuring code is built from: the modules' sources and resources, the poms and the Maven wrapper. A log,
     * a crash dump or a result file written into the checkout changes no figure, and must not make a run unresumable.
     */
    static final List<String> BUILD_INPUTS = List.of(":(glob)**/src/**", ":(glob)**/pom.xml", ".mvn", "mvnw");

    private CodeVersion() {
    }

    /**
     * {@code {commit, dirty, changesDigest, inputsDigest}} of the checkout holding {@code directory}, or
     * {@code {commit: unknown, why}}.
     */
    public static Map<String, Object> of(Path directory) {
        Map<String, Object> version = new LinkedHashMap<>();
        try {
            Path checkout = Path.of(git(directory, "rev-parse", "--show-toplevel").strip());
            version.put("commit", git(checkout, "rev-parse", "HEAD").strip());
            String tracked = git(checkout, concat(List.of("diff", "HEAD", "--binary", "--"), BUILD_INPUTS));
            String untracked = git(checkout, concat(List.of("ls-files", "--others", "--exclude-standard", "-z", "--"), BUILD_INPUTS));
            boolean dirty = !tracked.isEmpty() || !untracked.isEmpty();
            version.put("dirty", dirty);
            String changes = dirty ? tracked + untracked + contents(checkout, untracked) : "";
            if (dirty) {
                version.put("changesDigest", sha256(changes));
            }
            // the build inputs in git's index (their blob ids) and the changes: equal for two commits that differ in documents only
            version.put(INPUTS_DIGEST, sha256(git(checkout, concat(List.of("ls-files", "-s", "--"), BUILD_INPUTS)) + changes));
        } catch (IOException e) {
            version.clear();
            version.put("commit", UNKNOWN);
            version.put("why", e.getMessage());
        }
        return version;
    }

    /** The {@link #INPUTS_DIGEST} of the checkout holding {@code directory}; empty outside a git checkout or without git. */
    public static Optional<String> inputsDigest(Path directory) {
        return Optional.ofNullable((String) of(directory).get(INPUTS_DIGEST));
    }

    /**
     * A digest of the code this JVM runs for {@code classes}: the Java version and the bytes of each class's code source
     * (its jar, or every file of its classes directory), so that a digest taken from the checkout cannot vouch for
     * classes built from another state of it. Empty where a code source cannot be read.
     */
    public static Optional<String> runningDigest(Class<?>... classes) {
        MessageDigest sha256 = sha256Digest();
        sha256.update((System.getProperty("java.vm.vendor") + " " + Runtime.version()).getBytes(StandardCharsets.UTF_8));
        try {
            for (Class<?> type : classes) {
                Path source = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
                List<Path> files;
                try (Stream<Path> walk = Files.walk(source)) {
                    files = walk.filter(Files::isRegularFile).sorted().toList();
                }
                for (Path file : files) {
                    sha256.update(source.relativize(file).toString().getBytes(StandardCharsets.UTF_8));
                    sha256.update(Files.readAllBytes(file));
                }
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.of(HexFormat.of().formatHex(sha256.digest()));
    }

    /** The contents of the untracked files {@code names} lists (NUL-separated), which a digest of their names would not see change. */
    private static String contents(Path directory, String names) throws IOException {
        StringBuilder contents = new StringBuilder();
        for (String name : names.split("\0")) {
            if (!name.isEmpty()) {
                contents.append(git(directory, "hash-object", "--", name));
            }
        }
        return contents.toString();
    }

    private static String[] concat(List<String> first, List<String> second) {
        List<String> all = new ArrayList<>(first);
        all.addAll(second);
        return all.toArray(String[]::new);
    }

    private static String git(Path directory, String... arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of("git", "-C", directory.toString()));
        command.addAll(List.of(arguments));
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new IOException("git cannot run here: " + e.getMessage(), e);
        }
        String output;
        try (InputStream in = process.getInputStream()) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            in.transferTo(bytes);
            output = bytes.toString(StandardCharsets.UTF_8);
        }
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("git " + arguments[0] + " did not answer within 60 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while git " + arguments[0] + " ran", e);
        }
        if (process.exitValue() != 0) {
            throw new IOException("not a git checkout (" + directory.toAbsolutePath() + "): " + output.lines().findFirst().orElse("git " + arguments[0]
                    + " exited with " + process.exitValue()));
        }
        return output;
    }

    private static String sha256(String text) {
        return HexFormat.of().formatHex(sha256Digest().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static MessageDigest sha256Digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
