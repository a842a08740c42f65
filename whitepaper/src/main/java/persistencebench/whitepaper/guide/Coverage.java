package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.Dataset;
import persistencebench.whitepaper.results.Environment;
import persistencebench.whitepaper.results.ScalingGrowth;
import persistencebench.whitepaper.results.ScalingRun;

import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * What one guide row covers, said on the row so that no finding is carried beyond it: the data (the trips loaded, or the
 * bookstore's size and its purchases), the run's durability class, the machine's CPUs and the engines the row's SQL
 * contestants ran on, PostgreSQL named like any other, e.g. "2,821,515 trips, durability disk, 2 CPUs, SQL on
 * PostgreSQL". Every part comes from the result file; one it does not record says so.
 *
 * @param text   what the row covers, as above
 * @param source the run its values come from as a figure's footnote describes it: date, machine, data and durability
 */
record Coverage(String text, String source) {
    /** The key of the trips in a write run's {@code dataset.counts}. */
    static final String TRIPS = "trips";
    /** The key of the purchases in a read run's {@code dataset.counts}: the entity type's table name. */
    static final String PURCHASES = "purchase";

    /** A row of a write or read run whose contestants ran on {@code databases} (null where a contestant needs none). */
    static Coverage of(BenchmarkRun run, Collection<String> databases) {
        return new Coverage(String.join(", ", data(run), durability(run.environment()), cpus(run.environment()), engines(databases)),
                RunDescriptions.footnote(run));
    }

    /** The scaling study's growth row between the two sizes of {@code span}, its contestants on {@code databases}. */
    static Coverage of(ScalingRun study, ScalingGrowth span, Collection<String> databases) {
        String data = "bookstores of " + Quantities.count(span.smallest().scale()) + " to " + Quantities.count(span.largest().scale())
                + " purchases";
        return new Coverage(String.join(", ", data, durability(study.environment()), cpus(study.environment()), engines(databases)),
                RunDescriptions.footnote(study));
    }

    /** "2,821,515 trips" for a write run, "small bookstore, 40,000 purchases" for a read run. */
    private static String data(BenchmarkRun run) {
        Dataset dataset = run.dataset();
        if (run.kind() == BenchmarkKind.WRITE) {
            Long trips = dataset.counts().getOrDefault(TRIPS, dataset.rows());
            return trips == null ? "trip count not recorded" : Quantities.count(trips) + " trips";
        }
        Long purchases = dataset.counts().get(PURCHASES);
        return (dataset.size() == null ? "bookstore of unrecorded size" : dataset.size() + " bookstore")
                + (purchases == null ? ", purchase count not recorded" : ", " + Quantities.count(purchases) + " purchases");
    }

    private static String durability(Environment environment) {
        return "durability " + Objects.toString(environment.durability(), "not recorded");
    }

    private static String cpus(Environment environment) {
        Integer cpus = environment.cpus();
        return cpus == null ? "CPUs not recorded" : cpus + (cpus == 1 ? " CPU" : " CPUs");
    }

    /** "SQL on PostgreSQL", "SQL on PostgreSQL, H2 and SQLite", or "no SQL engine" where no contestant needs one. */
    private static String engines(Collection<String> databases) {
        List<String> engines = databases.stream().filter(Objects::nonNull).distinct().sorted(Database.order()).toList();
        return engines.isEmpty() ? "no SQL engine" : "SQL on " + Labels.databases(engines);
    }
}
