package persistencebench.whitepaper.study;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class StudyResourcesTest {

    private final StudyResources resources = new StudyResources();

    @Test
    void theCitationIsSelfContained() {
        PublishedFigures study = resources.publishedFigures();

        assertThat(study.citation()).isEqualTo("\"MicroStream Performance White Paper\", public repository"
                + " rdebusscher/performance-whitepaper, commit a71f4fd");
        assertThat(study.environment()).contains("PostgreSQL 14.5", "Intel Core i9");
        assertThat(study.citation() + study.environment() + study.method()).doesNotContain("DESIGN.md");
    }

    @Test
    void holdsThePublishedFiguresWithTheirDefinitions() {
        PublishedFigures study = resources.publishedFigures();

        assertThat(study.write().rows()).isEqualTo(2_821_515L);
        assertThat(study.write().figures()).extracting(PublishedFigures.WriteFigure::channels).containsExactly(null, 8, 1, null, null);
        assertThat(study.read().queries("purchasesOfForeigners")).isEqualTo(12);
        assertThat(study.read().figures()).hasSize(19).allSatisfy(f -> assertThat(f.definition()).isNotBlank());
        assertThat(study.read().loadConnect()).contains("storeRoot", "SessionFactory", "getConnection");
    }

    @Test
    void theDeliberateDifferencesAreSeeded() {
        DeliberateDifferences differences = resources.deliberateDifferences();

        assertThat(differences.differences()).extracting(DeliberateDifferences.Difference::title).contains(
                "Bookstore schema and model", "The purchases queries also read the employee and the author",
                "3 years × 3 countries = 9 queries", "Pages have an order", "Seeded data and one shared parameter draw",
                "JDBC stores its last partial batch", "Embedded PostgreSQL instead of Docker",
                "Forks, warm-ups and repetitions instead of single runs");
    }

    @Test
    void theSqlReferencesFiguresNameTheirDocumentEngineAndWhatWeSetThemBeside() {
        SqlReferenceFigures sql = resources.sqlReferenceFigures();

        assertThat(sql.references()).extracting(SqlReferenceFigures.Reference::document).containsExactly(
                "storage-backends-benchmark-wiki.txt", "readonly-embedded-dbs-benchmark.txt", "data-benchmark-flatfile-vs-sql.txt");
        assertThat(sql.references()).allSatisfy(reference -> {
            assertThat(reference.flaws()).isNotEmpty().allSatisfy(flaw -> assertThat(flaw.evidence()).isNotBlank());
            assertThat(reference.figures()).isNotEmpty().allSatisfy(figure -> {
                assertThat(figure.number()).isPositive();
                assertThat(figure.ours() == null).as(figure.engine() + " " + figure.operation() + ": beside ours, or why not")
                        .isEqualTo(figure.notMeasured() != null).isNotEqualTo(figure.differs() != null);
            });
        });
        SqlReferenceFigures.Figure mariadbBulk = sql.references().get(0).figures().get(2);
        assertThat(mariadbBulk.published()).isEqualTo("795 ops/s");
        assertThat(mariadbBulk.database()).isEqualTo("mariadb");
        assertThat(sql.references().get(2).figures().get(0).number()).isEqualTo(246.823);
    }

    @Test
    void thePagingReferenceQuotesEveryEngineOfItsTableAndSaysWhatWeSetBesideEach() {
        PagingReferenceFigures paging = resources.pagingReferenceFigures();

        assertThat(paging.document()).isEqualTo("storage-backends-benchmark-wiki.txt");
        assertThat(paging.figures()).extracting(PagingReferenceFigures.Figure::engine).containsExactly(
                "InMemory", "H2 (embedded)", "MongoDB", "PostgreSQL", "MariaDB", "LocalFile", "GroupedFile");
        assertThat(paging.figures()).allSatisfy(figure -> {
            assertThat(figure.ratio()).isPositive();
            assertThat(figure.ours() == null).as(figure.engine()).isEqualTo(figure.notMeasured() != null)
                    .isNotEqualTo(figure.differs() != null);
        });
        assertThat(paging.figures().get(4).ratio()).as("MariaDB 34.7 -> 5.0").isCloseTo(6.94, within(0.01));
        assertThat(paging.flaws()).hasSizeGreaterThanOrEqualTo(4).allSatisfy(flaw -> assertThat(flaw.evidence()).isNotBlank());
    }

    @Test
    void aDifferenceWithoutReasonIsRejected() {
        assertThatThrownBy(() -> new DeliberateDifferences.Difference("read", "title", "study", "ours", " "))
                .hasMessageContaining("needs case, title, study, ours and why");
    }
}
