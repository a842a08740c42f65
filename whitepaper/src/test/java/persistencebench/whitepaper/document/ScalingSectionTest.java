package persistencebench.whitepaper.document;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.whitepaper.document.AdocFacts.block;
import static persistencebench.whitepaper.document.AdocFacts.row;
import static persistencebench.whitepaper.document.AdocFacts.table;

/** The scaling study's section states the file's steps, wall and growth numbers, and is absent without the file. */
class ScalingSectionTest {

    private static final String SECTION = "== Scaling: cost against dataset size";

    @TempDir
    Path dir;

    private final StudyResources study = new StudyResources();

    @Test
    void theStepsTableListsEveryStepWithItsOutcomeTimeAndFile() {
        String steps = table(section(Fixtures.copy(dir, Fixtures.SCALING)), "The study's steps");

        assertThat(AdocFacts.rows(steps)).hasSize(9);
        assertThat(row(steps, "read-small")).containsExactly("read-small", "measured", "300",
                "`+scaling-20261201T100000Z/read-small/read-latest.json+`");
        assertThat(row(steps, "read-large").get(1)).startsWith("failed: 1 problem(s)");
        assertThat(row(steps, "read-large").get(2)).isEqualTo("2,400");
    }

    @Test
    void theWallRowSaysTheLargestSizeAnsweredAndTheFirstThatFailed() {
        String wall = table(section(Fixtures.copy(dir, Fixtures.SCALING)), "The memory wall:");

        assertThat(row(wall, "microstream", "paper")).containsExactly("microstream", "paper", "64m", "small (1,000 purchases)",
                "medium (10,000 purchases)", "OutOfMemoryError: Java heap space", "wall-64m-small, wall-64m-medium");
        assertThat(row(wall, "microstream", "tuned")).containsExactly("microstream", "tuned", "64m", "medium (10,000 purchases)",
                "none up to medium, the largest tried", "–", "wall-64m-small, wall-64m-medium");
    }

    @Test
    void theWriteHeapTableGivesEachContestantsPeakHeapAgainstItsLimitPerTripCount() {
        String heap = table(section(Fixtures.copy(dir, Fixtures.SCALING)), "Heap while storing:");

        assertThat(row(heap, "eclipsestore · tuned")).containsExactly("eclipsestore · tuned", "150.0 / 2,048.0", "600.0 / 2,048.0",
                "1,978.0 / 2,048.0");
        assertThat(heap).doesNotContain("csv");
    }

    @Test
    void theMemoryTableGivesTheLargestLiveHeapAndTheResidentMemoryOfForkAndServerPerSize() {
        String memory = table(section(Fixtures.copy(dir, Fixtures.SCALING)), "Memory of the open services:");

        assertThat(row(memory, "jdbc · tuned")).as("server memory added to the fork's").startsWith("jdbc · tuned", "12.0 / 200.0",
                "12.0 / 250.0");
        assertThat(row(memory, "microstream · tuned")).startsWith("microstream · tuned", "20.0 / 130.0");
    }

    @Test
    void theBackendsAreNamedFromTheRunsFilesWhereTheDirectoryHasThem() {
        String section = section(Fixtures.copy(dir, Fixtures.SCALING, Fixtures.WRITE, Fixtures.READ));

        assertThat(row(table(section, "The memory wall:"), "MicroStream", "paper")).startsWith("MicroStream", "paper", "64m");
        assertThat(block(section, "CSV load only (floor):")).contains("×97 in time for ×100 trips");
    }

    @Test
    void aTimeThatGrowsAsTheDataWithTightIntervalsIsAboutLinear() {
        String line = block(section(Fixtures.copy(dir, Fixtures.SCALING)), "jdbc · tuned, purchases of foreigners hot:");

        assertThat(line).contains("×100 in time for ×100 purchases", "(small to large)", "slope 1.00 (1.00–1.00, 3 forks)",
                ": about linear.");
    }

    @Test
    void aTimeThatGrowsAsTheSquareWithTightIntervalsIsSuperLinear() {
        String line = block(section(Fixtures.copy(dir, Fixtures.SCALING)), "microstream · tuned, purchases of foreigners hot:");

        assertThat(line).contains("×10,000 in time for ×100 purchases", "slope 2.00 (1.99–2.01, 3 forks)", ": super-linear.");
    }

    @Test
    void wideIntervalsAtEitherSlopeDoNotSeparateFromLinear() {
        String section = section(Fixtures.copy(dir, Fixtures.SCALING));

        assertThat(block(section, "jdbc · tuned, customers paged hot:")).contains("slope 1.00 (0.89–1.11, 2 forks)",
                "consistent with linear");
        assertThat(block(section, "microstream · tuned, customers paged hot:")).contains("slope 2.00 (0.41–3.59, 2 forks)",
                "consistent with linear").doesNotContain("super-linear");
    }

    @Test
    void aSizeOfOneUnitGivesTheFactorsButNoShapeAndAFailedSizeIsLeftOut() {
        String section = section(Fixtures.copy(dir, Fixtures.SCALING));

        assertThat(block(section, "jdbc · tuned, purchases of foreigners cold:")).contains("×4.0 in time for ×100 purchases",
                "slope 0.30 (one fresh JVM: no interval)", "no classification").doesNotContain("linear");
        assertThat(block(section, "microstream · tuned, purchases of foreigners cold:")).contains("×2.0 in time for ×10 purchases",
                "(small to medium)");
    }

    @Test
    void theWriteLinesCompareTheFewestAndTheMostTrips() {
        String section = section(Fixtures.copy(dir, Fixtures.SCALING));

        assertThat(block(section, "jdbc · tuned:")).contains("×95 in time for ×100 trips (100,000 to 10,000,000)",
                "slope 0.99 (0.94–1.03, 3 forks)", "about linear");
        assertThat(block(section, "eclipsestore · tuned:")).contains("×300 in time", "slope 1.24 (1.19–1.29, 3 forks)", "super-linear");
        assertThat(block(section, "csv · baseline (floor):")).contains("×97 in time");
    }

    @Test
    void whatWasRunComesFromTheSteps() {
        String section = section(Fixtures.copy(dir, Fixtures.SCALING));

        assertThat(block(section, "* read:")).contains("small (1,000 purchases), medium (10,000 purchases) and large (100,000 purchases)",
                "-Xmx2g");
        assertThat(block(section, "* write:")).contains("100,000, 1,000,000 and 10,000,000 trips");
        assertThat(block(section, "* wall:")).contains("small and medium", "-Xmx64m");
        assertThat(block(section, "It ran")).contains("2026-12-01 10:00 UTC", "It ran 8 steps");
    }

    @Test
    void everyChartOfTheStudyIsPlacedInTheSection() {
        String section = section(Fixtures.copy(dir, Fixtures.SCALING));

        assertThat(section).contains("image::scaling-read-hot-purchasesOfForeigners.png", "image::scaling-read-cold-purchasesOfForeigners.png",
                "image::scaling-read-hot-customersPaged.png", "image::scaling-read-live-heap.png",
                "image::scaling-write-rows-per-second.png", "image::scaling-write-bytes-per-trip.png");
    }

    @Test
    void aDirectoryWithoutTheStudyRendersNoScalingSection() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(adoc).doesNotContain(SECTION, "[[scaling]]", "image::scaling-", "* scaling study");
    }

    @Test
    void aDirectoryWithTheStudyAloneRendersItsSectionAndSaysTheRunsAreMissing() {
        String adoc = render(new ResultsLoader().load(Fixtures.copy(dir, Fixtures.SCALING)));

        assertThat(adoc).contains(SECTION, ":revdate: 2026-12-01 10:00 UTC", "* scaling study: from `+scaling-latest.json+`",
                "The write results are missing", "The read results are missing", "This edition has no write or read run");
    }

    private String section(Path resultsDir) {
        String adoc = render(new ResultsLoader().load(resultsDir));
        int start = adoc.indexOf(SECTION);
        assertThat(start).as("the scaling section").isNotNegative();
        return adoc.substring(start, adoc.indexOf("\n== ", start + SECTION.length()));
    }

    private String render(AvailableResults results) {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences())
                .render(results, new FigureCatalog(study.publishedFigures()).all(results));
    }
}
