package persistencebench.whitepaper.document;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.study.LikeForLike;
import persistencebench.whitepaper.study.PublishedFigures;
import persistencebench.whitepaper.study.StudyResources;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import persistencebench.harness.testing.Slow;

/**
 * In a run on several databases, everything that compares with the study or ranks the SQL backends against the object
 * stores keeps to PostgreSQL, the study's database, and says where the other databases are compared; the tables of
 * every cell still show them all, named with their database.
 */
@Slow
class StudyDatabaseComparisonsTest {

    /** A cell named with a database other than the study's, e.g. "JDBC · tuned on H2". */
    private static final String ANOTHER_DATABASES_CELL = "· \\w+ on (H2|SQLite|MariaDB)";

    @TempDir
    Path dir;

    private final StudyResources study = new StudyResources();

    private String render(AvailableResults results) {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences())
                .render(results, new FigureCatalog(study.publishedFigures()).all(results));
    }

    private static String between(String text, String from, String to) {
        return text.substring(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
    }

    @Test
    void theStudysFiguresAreSetOnlyAgainstPostgresqlCells() {
        AvailableResults results = Fixtures.loadEngines(dir);
        BenchmarkRun write = results.write().orElseThrow();
        BenchmarkRun read = results.read().orElseThrow();
        PublishedFigures published = study.publishedFigures();

        assertThat(published.write().figures()).flatExtracting(f -> LikeForLike.matches(write, f)).isNotEmpty()
                .allMatch(ResultCell::comparableWithStudy);
        assertThat(published.read().figures()).flatExtracting(f -> LikeForLike.matches(read, f)).isNotEmpty()
                .allMatch(ResultCell::comparableWithStudy);
        String section = between(render(results), "== The study's figures beside ours", "== Deliberate differences");
        assertThat(section).contains("JDBC · paper: 28,125").doesNotContainPattern(ANOTHER_DATABASES_CELL)
                .contains("set the study's figures beside the SQL backends on PostgreSQL only, the database the study measured;"
                        + " their cells on H2, SQLite and MariaDB are compared in <<sql-engines,the section on SQL engines>>.");
    }

    @Test
    void findingsAndVariantTablesKeepToPostgresqlWhileTheCellTablesShowEveryDatabase() {
        String adoc = render(Fixtures.loadEngines(dir));
        String write = between(adoc, "== Write case", "\n== ");
        String read = between(adoc, "== Read case", "\n== ");

        // SQLite's tuned JDBC load (14.2 s) is the fastest store of the run, but the findings rank the study's contestants
        assertThat(between(write, "Findings of this run:", "\n\n\n")).contains("not resolved by this run which is the fastest of: JDBC · tuned at 22.284 s (")
                .contains("These findings cover the SQL backends on PostgreSQL only").doesNotContainPattern(ANOTHER_DATABASES_CELL);
        assertThat(between(write, "=== What each variant adds", "Findings of this run:")).contains("|JDBC |store |")
                .doesNotContain("tuned (tuned) |16.9").contains("This table compares the SQL backends on PostgreSQL only");
        assertThat(write).contains("|JDBC · tuned on SQLite |store |").contains("|Hibernate · paper on MariaDB |store |");
        assertThat(between(read, "Findings of this run:", "\n\n\n")).doesNotContainPattern(ANOTHER_DATABASES_CELL)
                .contains("Most statements: Hibernate · paper, cold sent 1,980 statements");
    }

    @Test
    void theNoiseChecksOfTheWriteAndReadSectionsCoverTheStudysDatabase() {
        String read = between(render(Fixtures.loadEngines(dir)), "== Read case", "\n== ");

        assertThat(read).contains("1 of 2 sanity pairs of this read run are *inconsistent*")
                .doesNotContain("JDBC · paper on H2, hot (customers paged) and");
    }

    @Test
    void aRunOnPostgresqlAloneSaysNothingAboutOtherDatabases() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(adoc).doesNotContain("PostgreSQL only", "sql-engines", "SQL engines:");
    }
}
