package persistencebench.whitepaper.results;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Whether the recorded plan of a deep keyset page ({@code plans} of a {@code deepPageKeyset} cell, printed by each
 * engine's explain statement) drives from the customer primary key without sorting: the point of keyset paging, which
 * a plan that scans and sorts the customers loses. Each engine prints this its own way, so each has its own markers; an
 * engine without markers is left unchecked rather than guessed.
 */
public final class KeysetPlanCheck {

    /** What a plan shows. */
    public enum Verdict {
        /** A range seek on the customer primary key ({@code id >} the after-id) and no sort. */
        SEEKS("seeks the customer primary key, no sort"),
        /** The plan sorts (or, on an engine that says when an index delivers the order, does not say so). */
        SORTS("SORTS: the keyset page is not read in primary-key order"),
        /** Neither a seek on the customer primary key nor a sort is visible. */
        NO_SEEK("no seek on the customer primary key in the plan"),
        /** No markers are known for this engine. */
        UNCHECKED("not checked on this engine"),
        /** The cell recorded no plan (an object graph, or a result file before plans of the deep page). */
        NOT_RECORDED("no plan recorded");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        /** The verdict as the white paper prints it. */
        public String text() {
            return text;
        }
    }

    /**
     * @param seek        a range seek on the customer primary key
     * @param sort        a sort step, or null
     * @param sortAvoided the engine's note that an index delivers the order, or null when it prints sorts instead
     */
    private record Markers(Pattern seek, Pattern sort, Pattern sortAvoided) {
    }

    private static final Map<Database, Markers> MARKERS = new EnumMap<>(Database.class);

    static {
        // EXPLAIN (ANALYZE, BUFFERS): an index scan whose condition is the range on id; a Sort node sorts
        MARKERS.put(Database.POSTGRESQL, new Markers(Pattern.compile("Index Cond: \\((\\w+\\.)?id > "), Pattern.compile("Sort Key:"), null));
        // EXPLAIN ANALYZE: the primary key index with the range as its condition; "index sorted" when it delivers the order
        MARKERS.put(Database.H2, new Markers(Pattern.compile("PRIMARY_KEY\\w*: (\\S+\\.)?ID > ", Pattern.CASE_INSENSITIVE), null,
                Pattern.compile("/\\* index sorted \\*/")));
        // EXPLAIN QUERY PLAN: a search on the rowid (an INTEGER PRIMARY KEY) or the key's own index by a range on id
        MARKERS.put(Database.SQLITE, new Markers(Pattern.compile("USING (INTEGER PRIMARY KEY \\(rowid>\\?\\)|\\S*INDEX \\S+ \\(id>\\?\\))"),
                Pattern.compile("TEMP B-TREE FOR ORDER BY"), null));
        // ANALYZE FORMAT=JSON: a range access on PRIMARY over id; a filesort or temporary table sorts
        MARKERS.put(Database.MARIADB, new Markers(Pattern.compile(
                "\"access_type\":\\s*\"range\"[^{}]*\"key\":\\s*\"PRIMARY\"[^{}]*\"used_key_parts\":\\s*\\[\\s*\"id\"\\s*]"),
                Pattern.compile("filesort|temporary_table"), null));
    }

    private KeysetPlanCheck() {
    }

    /** What {@code plans}, recorded on the engine {@code database}, show. */
    public static Verdict of(String database, List<String> plans) {
        if (plans.isEmpty()) {
            return Verdict.NOT_RECORDED;
        }
        Markers markers = Database.of(database).map(MARKERS::get).orElse(null);
        if (markers == null) {
            return Verdict.UNCHECKED;
        }
        String plan = String.join("\n", plans);
        boolean sorts = markers.sort() != null ? markers.sort().matcher(plan).find() : !markers.sortAvoided().matcher(plan).find();
        if (sorts) {
            return Verdict.SORTS;
        }
        return markers.seek().matcher(plan).find() ? Verdict.SEEKS : Verdict.NO_SEEK;
    }
}
