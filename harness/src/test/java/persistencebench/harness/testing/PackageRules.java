package persistencebench.harness.testing;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The architecture rules of a module, read from its {@code package-info.java} files and checked against its compiled
 * classes: each package's Javadoc has one sentence that begins "May use" (or "Uses"), and every project package named
 * in it as {@code {@code module.package}} ({@code module.package.*}: with its sub-packages) is one the package's
 * classes may depend on; libraries are named in words and not checked. A class of the package may use its own package
 * and those, no other package of the project. Sentences are the one home of the rule: the test has no list of its own.
 * Rules are read from {@code src/main/java} and from the roots under {@code target/generated-sources}.
 */
public final class PackageRules {
    private static final String ROOT = "persistencebench.";
    private static final Pattern SENTENCE = Pattern.compile("(?:May use|Uses)\\b(.*?)(?:\\.(?=\\s|$)|$)", Pattern.DOTALL);
    private static final Pattern NAMED = Pattern.compile("\\{@code ((?:model|harness|generator|write|read|whitepaper)(?:\\.[a-z]+)*(?:\\.\\*)?)}");

    private PackageRules() {
    }

    /** One package's rule: the project packages it may use, exactly or with their sub-packages. */
    record Rule(String packageName, Set<String> exactly, Set<String> withSubPackages) {
        boolean allows(String target) {
            return target.equals(packageName) || exactly.contains(target)
                    || withSubPackages.stream().anyMatch(p -> target.equals(p) || target.startsWith(p + "."));
        }
    }

    /**
     * Every dependency of the classes in {@code module}'s {@code target/classes} on a project package its package's
     * rule does not allow, every package without a rule, every rule naming a package that does not exist, and every
     * cycle between the module's packages; empty when the module keeps its rules.
     */
    public static List<String> violations(Path module) {
        Map<String, Rule> rules = rules(module.resolve("src/main/java"));
        generatedSources(module).forEach(sources -> rules(sources).forEach(rules::putIfAbsent));
        List<String> problems = new ArrayList<>();
        Map<String, String> forbidden = new TreeMap<>();
        Map<String, Set<String>> uses = new TreeMap<>();
        for (JavaClass type : new ClassFileImporter().importPath(module.resolve("target/classes"))) {
            String from = type.getPackageName();
            Rule rule = rules.get(from);
            if (rule == null) {
                problems.add(from + ": no package-info.java with a \"May use\" sentence (" + type.getName() + ")");
                rules.put(from, new Rule(from, Set.of(), Set.of()));
                continue;
            }
            for (Dependency dependency : type.getDirectDependenciesFromSelf()) {
                String to = dependency.getTargetClass().getPackageName();
                if (!to.startsWith(ROOT) || to.equals(from)) {
                    continue;
                }
                uses.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
                if (!rule.allows(to)) {
                    forbidden.putIfAbsent(from + " may not use " + to, dependency.getDescription());
                }
            }
        }
        forbidden.forEach((what, example) -> problems.add(what + ", e.g. " + example));
        problems.addAll(cycles(uses));
        return problems.stream().distinct().toList();
    }

    /** The roots under {@code target/generated-sources} (the generated EclipseStore twins carry their package-info too). */
    private static List<Path> generatedSources(Path module) {
        Path generated = module.resolve("target/generated-sources");
        if (!Files.isDirectory(generated)) {
            return List.of();
        }
        try (Stream<Path> roots = Files.list(generated)) {
            return roots.filter(Files::isDirectory).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + generated, e);
        }
    }

    /** The rule of every package with a {@code package-info.java} under {@code sources}. */
    static Map<String, Rule> rules(Path sources) {
        Map<String, Rule> rules = new TreeMap<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.getFileName().toString().equals("package-info.java")).toList()) {
                String text = Files.readString(file);
                String packageName = sources.relativize(file.getParent()).toString().replace('/', '.');
                Matcher sentence = SENTENCE.matcher(javadoc(text));
                if (!sentence.find()) {
                    continue;
                }
                Set<String> exactly = new TreeSet<>();
                Set<String> withSubPackages = new TreeSet<>();
                Matcher named = NAMED.matcher(sentence.group(1));
                while (named.find()) {
                    String name = ROOT + named.group(1);
                    if (name.endsWith(".*")) {
                        withSubPackages.add(name.substring(0, name.length() - 2));
                    } else {
                        exactly.add(name);
                    }
                }
                rules.put(packageName, new Rule(packageName, exactly, withSubPackages));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the package rules under " + sources, e);
        }
        return rules;
    }

    /** The Javadoc's text with its leading asterisks and line breaks folded into spaces. */
    private static String javadoc(String source) {
        int start = source.indexOf("/**");
        int end = source.indexOf("*/", start);
        return start < 0 || end < 0 ? "" : source.substring(start + 3, end).replaceAll("(?m)^\\s*\\*\\s?", " ").replaceAll("\\s+", " ");
    }

    /** One line per cycle among the packages, found by a depth-first walk of who uses whom. */
    private static List<String> cycles(Map<String, Set<String>> uses) {
        List<String> found = new ArrayList<>();
        Set<String> done = new TreeSet<>();
        for (String start : uses.keySet()) {
            walk(start, new ArrayList<>(), done, uses, found);
        }
        return found;
    }

    private static void walk(String at, List<String> path, Set<String> done, Map<String, Set<String>> uses, List<String> found) {
        int seen = path.indexOf(at);
        if (seen >= 0) {
            List<String> cycle = new ArrayList<>(path.subList(seen, path.size()));
            cycle.add(at);
            found.add("cycle: " + String.join(" -> ", cycle));
            return;
        }
        if (done.contains(at)) {
            return;
        }
        path.add(at);
        for (String next : uses.getOrDefault(at, Set.of())) {
            walk(next, path, done, uses, found);
        }
        path.remove(path.size() - 1);
        done.add(at);
    }
}
