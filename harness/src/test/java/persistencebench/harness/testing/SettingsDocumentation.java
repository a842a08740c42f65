package persistencebench.harness.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Keeps a program's section of {@code docs/settings.md} equal to what the program prints for {@code -Dhelp=markdown},
 * so the page and {@code -Dhelp} cannot drift apart. The program runs in a JVM of its own on the module's main
 * classpath (without test classes and test jars, whose test-only backends and engines {@code -Dhelp} would otherwise
 * list). The section lies between {@code <!-- begin settings: PROGRAM -->} and {@code <!-- end settings: PROGRAM -->};
 * with {@code -DupdateSettingsDoc=true} the test writes the program's output there instead of comparing.
 */
public final class SettingsDocumentation {
    /** The page, from a module's directory (where Surefire runs its tests). */
    private static final Path PAGE = Path.of("..", "docs", "settings.md");
    private static final String REGENERATE = "./mvnw -q test -Pfast -Dtest=SettingsDocumentedTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -DupdateSettingsDoc=true";

    private SettingsDocumentation() {
    }

    /**
     * Asserts that the page's section for {@code program} is what {@code mainClass} prints for {@code -Dhelp=markdown},
     * or writes it there when asked to.
     */
    public static void assertDocumented(String program, Class<?> mainClass) {
        String generated = helpAsMarkdown(mainClass);
        String page = read();
        String begin = "<!-- begin settings: " + program + " -->\n";
        String end = "<!-- end settings: " + program + " -->";
        int from = page.indexOf(begin);
        int to = page.indexOf(end);
        assertThat(from).as("docs/settings.md has no line '%s' followed later by '%s'", begin.strip(), end)
                .isNotNegative().isLessThan(to);
        String documented = page.substring(from + begin.length(), to);
        if (Boolean.getBoolean("updateSettingsDoc")) {
            write(page.substring(0, from + begin.length()) + generated + page.substring(to));
            return;
        }
        assertThat(documented)
                .as("docs/settings.md's section for %s differs from its -Dhelp=markdown; regenerate it with %s", program, REGENERATE)
                .isEqualTo(generated);
    }

    private static String helpAsMarkdown(Class<?> mainClass) {
        String classpath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.endsWith("test-classes") && !entry.endsWith("-tests.jar"))
                .collect(Collectors.joining(File.pathSeparator));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        try {
            Process process = new ProcessBuilder(java.toString(), "-cp", classpath, "-Dhelp=markdown", mainClass.getName())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor()).as("exit code of %s -Dhelp=markdown", mainClass.getName()).isZero();
            return output;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + mainClass.getName() + " -Dhelp=markdown", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + mainClass.getName(), e);
        }
    }
    private static String read() {
        try {
            return Files.readString(PAGE, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + PAGE.toAbsolutePath().normalize(), e);
        }
    }

    private static void write(String page) {
        try {
            Files.writeString(PAGE, page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + PAGE.toAbsolutePath().normalize(), e);
        }
    }
}
