package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;

import java.util.List;
import java.util.Optional;

/**
 * What the sections that follow the study say when a run also measured the SQL backends on databases other than
 * PostgreSQL: their comparisons keep to the study's database, and this names the others and where they are compared.
 * A run on PostgreSQL alone gets no such sentence, so its sections read as before.
 */
final class OtherDatabases {

    /** The anchor of the section on SQL engines, which is rendered whenever a run has cells on another database. */
    static final String SECTION_ID = "sql-engines";
    private static final String SECTION_LINK = "<<" + SECTION_ID + ",the section on SQL engines>>";

    private OtherDatabases() {
    }

    /** "H2, SQLite and MariaDB" for the run's databases other than the study's; empty when it has none. */
    static Optional<String> names(BenchmarkRun run) {
        List<String> others = run.databases().stream().filter(db -> !Database.isStudy(db)).map(Database::displayName).toList();
        return others.isEmpty() ? Optional.empty() : Optional.of(Labels.list(others));
    }

    /** The sentence that says a comparison keeps to PostgreSQL, or an empty string for a run on PostgreSQL alone. */
    static String note(BenchmarkRun run, String what) {
        return names(run).map(others -> what + " the SQL backends on PostgreSQL only, the database the study measured; their cells on "
                + others + " are compared in " + SECTION_LINK + ".").orElse("");
    }
}
