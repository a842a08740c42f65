package persistencebench.harness.resultformat;

import java.util.Objects;
import java.util.StringJoiner;

/**
 * What tells a cell from every other cell of a run, and the id made of it ({@link CellField#ID}): the backend, its
 * variant, the database engine (SQL backends), the phase, the temperature (read cells) and, for a {@code concurrentReads}
 * cell, its query, connection mode and thread count. The fork is no part of it: a file holds each cell once, combined
 * from its forks. The id is a function of these values alone, so two runs of the same selection give a cell the same
 * id, and a run that made two cells with one id has a bug.
 *
 * <p>The id is {@code backend/variant[@database]/phase[/temperature][/query/connectionMode/<threads>-threads]}, e.g.
 * {@code jdbc/tuned@postgresql/store} or {@code jdbc/paper@h2/concurrentReads/hot/fast/shared/4-threads}; absent parts
 * are left out. The engine is named for every engine, PostgreSQL's too, so an id never depends on which engine is a run's
 * default.
 *
 * @param backend        the backend, never blank
 * @param variant        the variant as the cell names it (a channel sweep's {@code tuned-2ch}), never blank
 * @param database       the database engine, or null for a backend without one
 * @param phase          the phase, never blank
 * @param temperature    {@code cold} or {@code hot}, or null for a write cell
 * @param threads        a concurrent cell's reader threads, else null
 * @param connectionMode a concurrent cell's connection mode, else null
 * @param query          a concurrent cell's query, else null
 */
public record CellIdentity(String backend, String variant, String database, String phase, String temperature, Integer threads,
                           String connectionMode, String query) {

    /** Characters an id uses to separate its parts, which no part may hold. */
    private static final String SEPARATORS = "/@";

    public CellIdentity {
        required("backend", backend);
        required("variant", variant);
        required("phase", phase);
        optional("database", database);
        optional("temperature", temperature);
        optional("connectionMode", connectionMode);
        optional("query", query);
    }

    /** The identity of a write or read cell, which no concurrent dimension tells apart. */
    public static CellIdentity of(String backend, String variant, String database, String phase, String temperature) {
        return new CellIdentity(backend, variant, database, phase, temperature, null, null, null);
    }

    /** The cell's id, a function of this identity alone. */
    public String id() {
        StringJoiner id = new StringJoiner("/");
        id.add(backend).add(database == null ? variant : variant + "@" + database).add(phase);
        add(id, temperature);
        add(id, query);
        add(id, connectionMode);
        add(id, threads == null ? null : threads + "-threads");
        return id.toString();
    }

    private static void add(StringJoiner id, String part) {
        if (part != null) {
            id.add(part);
        }
    }

    private static void required(String name, String value) {
        if (Objects.requireNonNull(value, name).isBlank()) {
            throw new IllegalArgumentException("a cell's " + name + " must not be blank");
        }
        optional(name, value);
    }

    private static void optional(String name, String value) {
        if (value != null && value.chars().anyMatch(c -> SEPARATORS.indexOf(c) >= 0)) {
            throw new IllegalArgumentException("a cell's " + name + " \"" + value + "\" holds one of \"" + SEPARATORS
                    + "\", which separate an id's parts");
        }
    }
}
