package persistencebench.harness.backend;

import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Who a backend is, for every program and every result file: the name used in settings and cells, the label
 * and colour readers see, the position in tables and charts, where its version comes from, and what it needs
 * from the run. Result files carry it, so the white paper and console tables never name a backend in code.
 *
 * @param name          short lower-case name, e.g. {@code jdbc}; used by {@code -Dbackends} and in cells
 * @param label         what a reader sees, e.g. {@code JDBC}
 * @param colour        {@code #rrggbb}, the same in every chart
 * @param order         ascending display order (the load-only baseline first, object graphs, then SQL)
 * @param versionMarker a class of the library whose version the backend reports (its jar's version is read),
 *                      or null when the backend has no library of its own
 * @param needs         what the run must provide before its cells can run
 */
public record BackendDescriptor(String name, String label, String colour, int order, String versionMarker, Set<Need> needs) {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]{0,31}");
    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");

    /**
     * What a backend needs from the run, beyond its own settings ({@link BackendPlugin#settings()}): only what the
     * run provides to several backends at once.
     */
    public enum Need {
        /** a database server (the embedded PostgreSQL, or {@code -Djdbc.url}) */
        DATABASE;

        /** The name in result files, e.g. {@code database}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public BackendDescriptor {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(label, "label");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("backend name \"" + name + "\" must be lower-case letters, digits and '-'");
        }
        if (colour == null || !COLOUR.matcher(colour).matches()) {
            throw new IllegalArgumentException("backend " + name + ": colour \"" + colour + "\" is not #rrggbb");
        }
        needs = Set.copyOf(needs);
    }

    public boolean needs(Need need) {
        return needs.contains(need);
    }
}
