package persistencebench.harness.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The cross-references of a repository's documents and code to its Markdown documents, checked, so that no reader is
 * sent to a section that was renamed or never written:
 * <ul>
 *   <li>every Markdown file's name followed by quoted headings, in prose, Javadoc or a comment, however the name is
 *       wrapped (as in {@code {@code docs/method.md}, "Claims"} or {@code [`method.md`](method.md), "Claims" and
 *       "Intervals"}), names headings of a Markdown file of that name;</li>
 *   <li>every Markdown link to an anchor, in a Markdown file, names the anchor GitHub makes of one of the target's
 *       headings;</li>
 *   <li>every "rule N" is one of the numbered rules under {@code docs/method.md}'s "The rules", the one place they are
 *       stated.</li>
 * </ul>
 * Folders of build output, results and editions are not read: they hold copies, not sources.
 */
public final class DocReferences {
    private static final Set<String> NOT_READ = Set.of("target", ".git", "results", "editions", "node_modules", ".mvn");
    private static final List<String> READ = List.of(".md", ".java", ".adoc", ".sql", ".conf");
    /** A Markdown file's name, whatever wraps it, then one or more quoted headings ({@code \"} inside a Java string). */
    private static final Pattern REFERENCE = Pattern.compile(
            "([A-Za-z][A-Za-z0-9_-]*\\.md)[`\\])}]*(?:\\([^)\\s]*\\))?,?\\s+((?:\\\\?\"[^\"\\n\\\\]{2,100}\\\\?\"(?:\\s*(?:,|and|or)\\s*)?)+)");
    private static final Pattern QUOTED = Pattern.compile("\\\\?\"([^\"\\n\\\\]{2,100})\\\\?\"");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]*\\.md)?#([^)\\s]+)\\)");
    private static final Pattern RULE = Pattern.compile("\\brules? (\\d+)((?:(?:,| and| or) ?\\d+)*)");
    private static final Pattern NUMBER = Pattern.compile("\\d+");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern NUMBERED = Pattern.compile("^(\\d+)\\. ");
    /** Where the rules are stated, and under which heading. */
    private static final String METHOD = "docs/method.md";
    private static final String RULES = "The rules";

    private DocReferences() {
    }

    /** One line per reference under {@code root} that does not resolve, {@code file:line: what}; empty when all do. */
    public static List<String> broken(Path root) {
        List<Path> files = files(root);
        Map<String, List<Path>> markdown = new HashMap<>();
        files.stream().filter(f -> f.getFileName().toString().endsWith(".md"))
                .forEach(f -> markdown.computeIfAbsent(f.getFileName().toString(), k -> new ArrayList<>()).add(f));
        Set<Integer> rules = rules(root.resolve(METHOD));
        List<String> broken = new ArrayList<>();
        for (Path file : files) {
            String text = read(file);
            String where = root.relativize(file).toString().replace('\\', '/');
            Matcher reference = REFERENCE.matcher(text);
            while (reference.find()) {
                String name = reference.group(1);
                List<Path> targets = markdown.getOrDefault(name, List.of());
                if (targets.isEmpty()) {
                    broken.add(at(where, text, reference.start()) + name + " is no Markdown file of the repository");
                    continue;
                }
                Set<String> headings = new HashSet<>();
                targets.forEach(target -> headings.addAll(headings(target)));
                Matcher quoted = QUOTED.matcher(reference.group(2));
                while (quoted.find()) {
                    if (!headings.contains(quoted.group(1))) {
                        broken.add(at(where, text, reference.start()) + name + ", \"" + quoted.group(1) + "\" names no heading of "
                                + String.join(" or ", targets.stream().map(t -> root.relativize(t).toString().replace('\\', '/')).toList()));
                    }
                }
            }
            if (where.endsWith(".md")) {
                Matcher link = LINK.matcher(text);
                while (link.find()) {
                    Path target = link.group(1) == null ? file : file.resolveSibling(link.group(1)).normalize();
                    String shown = root.relativize(target).toString().replace('\\', '/');
                    if (!Files.isRegularFile(target)) {
                        broken.add(at(where, text, link.start()) + shown + " does not exist");
                    } else if (headings(target).stream().map(DocReferences::anchor).noneMatch(link.group(2)::equals)) {
                        broken.add(at(where, text, link.start()) + "#" + link.group(2) + " is no heading's anchor in " + shown);
                    }
                }
            }
            Matcher rule = RULE.matcher(text);
            while (rule.find()) {
                Matcher number = NUMBER.matcher(rule.group());
                while (number.find()) {
                    int n = Integer.parseInt(number.group());
                    if (!rules.contains(n)) {
                        broken.add(at(where, text, rule.start()) + "rule " + n + " is not one of " + METHOD + "'s rules ("
                                + (rules.isEmpty() ? "none found" : rules.stream().min(Integer::compare).orElseThrow() + "–"
                                + rules.stream().max(Integer::compare).orElseThrow()) + ")");
                    }
                }
            }
        }
        return broken;
    }

    /** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
    static String anchor(String heading) {
        return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
    }

    /** The headings of a Markdown file, as written and without their backticks. */
    private static Set<String> headings(Path markdown) {
        Set<String> headings = new TreeSet<>();
        for (String line : read(markdown).split("\n", -1)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                headings.add(heading.group(1));
                headings.add(heading.group(1).replace("`", ""));
            }
        }
        return headings;
    }

    /** The numbers of the list under the rules' heading, up to the next heading. */
    private static Set<Integer> rules(Path method) {
        Set<Integer> rules = new TreeSet<>();
        if (!Files.isRegularFile(method)) {
            return rules;
        }
        boolean inRules = false;
        for (String line : read(method).split("\n", -1)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                inRules = heading.group(1).equals(RULES);
            } else if (inRules) {
                Matcher numbered = NUMBERED.matcher(line);
                if (numbered.find()) {
                    rules.add(Integer.parseInt(numbered.group(1)));
                }
            }
        }
        return rules;
    }

    /** The files read, in name order, without descending into the folders not read. */
    private static List<Path> files(Path root) {
        List<Path> files = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                    return !dir.equals(root) && NOT_READ.contains(dir.getFileName().toString()) ? FileVisitResult.SKIP_SUBTREE
                            : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (attributes.isRegularFile() && READ.stream().anyMatch(file.getFileName().toString()::endsWith)) {
                        files.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the files under " + root, e);
        }
        files.sort(null);
        return files;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static String at(String where, String text, int offset) {
        return where + ":" + (text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1) + ": ";
    }
}
