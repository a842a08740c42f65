package persistencebench.whitepaper.study;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Map;

/**
 * The figures the original study published, with what each one measured, loaded from the resource
 * {@code study-figures.json}, a harness resource: no published number or study definition is typed into Java code.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PublishedFigures(String title, String repository, String commit, String environment, String method,
                               WriteFigures write, ReadFigures read, Flaws flaws) {

    /** A self-contained citation: title, public repository and commit. */
    public String citation() {
        return "\"" + title + "\", public repository " + repository + ", commit " + commit;
    }

    /** The published write figures: seconds to load {@code rows} taxi trips. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record WriteFigures(long rows, List<WriteFigure> figures) {
    }

    /**
     * One published write figure of a backend and phase; {@code channels} is set where the study named a
     * storage channel count, and {@code definition} says what the study's timer covered.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record WriteFigure(String backend, String phase, String label, Integer channels, double seconds,
                              String definition) {
    }

    /**
     * The published read figures for one dataset size; {@code queries} is how many queries each phase's
     * figure covers, {@code queryCounts} and {@code loadConnect} explain those counts and what the study's
     * "load/connect" measured.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record ReadFigures(String size, Map<String, Integer> queries, String queryCounts, String loadConnect,
                              List<ReadFigure> figures) {

        /** How many queries the study's figure for {@code phase} covers. */
        public int queries(String phase) {
            return queries.getOrDefault(phase, 1);
        }
    }

    /**
     * One published read figure: the study's {@code run} ("cold", "hot", "single run") and {@code metric}
     * ({@code query} or {@code loadConnect}), which of our cells it is set against ({@code ours}), and what
     * the study's run was ({@code definition}).
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record ReadFigure(String phase, String backend, String label, String run, String metric, double millis,
                             OurCells ours, String definition) {

        private static final String QUERY = "query";

        /** Whether the figure is a query time (compared per query) rather than a load/connect time. */
        public boolean isQuery() {
            return QUERY.equals(metric);
        }

        /** The metric as a reader reads it. */
        public String metricLabel() {
            return isQuery() ? "query" : "load/connect";
        }
    }

    /** Which of our cells a published read figure compares with: a temperature and, optionally, a cold kind. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record OurCells(String temperature, String coldKind) {

        /** E.g. "cold" or "jvm-cold". */
        public String kindOfCells() {
            return coldKind != null ? coldKind : temperature;
        }

        /** E.g. "our cold cells" or "our jvm-cold cells". */
        public String describe() {
            return "our " + kindOfCells() + " cells";
        }
    }

    /** Quantities describing the original study's flaws, quoted in the document's flaw list. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Flaws(int complexQueryYearsRun, int complexQueryStatementsRun, int jdbcRowsLostInLastBatch,
                        String hibernateStatementsPerComplexQuery) {
    }
}
