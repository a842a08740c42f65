package persistencebench.read;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.console.ConsoleTable;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.published.StudyFigures;
import persistencebench.harness.resultformat.CellField;
import persistencebench.read.fork.Temperature;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.read.plugin.ReadBackend;

/**
 * The end-of-run tables: per backend, variant and phase the server profile (SQL backends), the medians of the cold
 * samples' open, work and close, what cold meant (server restart, OS page cache), the hot samples' work, the hot
 * forks' open and the SQL statements per query; then the study's published figures beside them. Backend labels come
 * from the descriptors.
 */
final class ReadSummaryTable {
    private static final String[] HEADERS = {"backend / variant", "server", "phase", "cold open", "cold work", "cold close", "cold total",
            "cold kind", "os cache", "hot work", "hot forks", "fork open", "stmts/query", "state"};

    private ReadSummaryTable() {
    }

    static String render(List<CellResult> cells, BackendRegistry<ReadBackend> registry) {
        ConsoleTable table = new ConsoleTable(HEADERS);
        Map<String, List<CellResult>> byContestant = new LinkedHashMap<>();
        cells.forEach(c -> byContestant.computeIfAbsent(c.backend() + "/" + c.variant() + " " + c.metric(CellField.DATABASE), k -> new ArrayList<>())
                .add(c));
        byContestant.forEach((name, group) -> {
            CellResult any = group.get(0);
            Object database = any.metric(CellField.DATABASE);
            String label = label(registry, any.backend()) + " " + any.variant()
                    + (database == null || PostgresEngine.NAME.equals(database) ? "" : " on " + database);
            for (QueryPhase phase : QueryPhase.values()) {
                CellResult cold = find(group, phase, Temperature.COLD);
                CellResult hot = find(group, phase, Temperature.HOT);
                table.addRow(label, any.metric(CellField.SERVER_PROFILE), phase.label(), ok(cold, CellResult::openMillis),
                        ok(cold, CellResult::workMillis), ok(cold, CellResult::closeMillis), ok(cold, CellResult::medianMillis),
                        cold == null ? null : cold.metric(CellField.COLD_KIND), cold == null ? null : cold.metric(CellField.OS_CACHE),
                        ok(hot, CellResult::workMillis), forks(hot), ok(hot, c -> number(c.metric(CellField.FORK_OPEN_MILLIS))),
                        statementsPerQuery(hot != null ? hot : cold), state(cold, hot));
            }
        });
        return table.render()
                + "Milliseconds, medians of the measured samples; a sample runs all pages, or all foreigner queries, of the run's parameters.\n"
                + "Cold: open + work + close in a fresh JVM; hot: work only, on a service each fork opened once (fork open).\n"
                + "customersOffset and customersKeyset (hot only): the same pages plus a deep page, by OFFSET and by id > the previous"
                + " page's last id; deepPageOffset and deepPageKeyset: the deep page alone, the same two ways.\n"
                + "Server: the database server profile (study = the server's defaults, tuned = an expert's settings); os cache: whether the OS"
                + " page cache was emptied before every cold sample.\n\n"
                + studyTable(registry);
    }

    /** One row of the study's table: a backend's phase in one run. */
    private record StudyRow(String backend, String phase, String temperature) {
    }

    private static String studyTable(BackendRegistry<ReadBackend> registry) {
        StudyFigures study = StudyFigures.get();
        ConsoleTable table = new ConsoleTable("the study's figures", "phase", "run", "load/connect", "query");
        Map<StudyRow, Double[]> rows = new LinkedHashMap<>();
        for (StudyFigures.ReadFigure figure : study.read()) {
            Double[] row = rows.computeIfAbsent(new StudyRow(figure.backend(), figure.phase(), figure.temperature()), k -> new Double[2]);
            row["loadConnect".equals(figure.metric()) ? 0 : 1] = figure.millis();
        }
        rows.forEach((row, values) -> table.addRow(label(registry, row.backend()), row.phase(), row.temperature(), values[0], values[1]));
        return table.render() + study.citation() + " The study ran " + study.foreignerQueriesPerSample()
                + " foreigner queries per run.\n";
    }

    private static String label(BackendRegistry<ReadBackend> registry, String backend) {
        return registry.names().contains(backend) ? registry.byName(backend).descriptor().label() : backend;
    }

    private static CellResult find(List<CellResult> group, QueryPhase phase, Temperature temperature) {
        return group.stream().filter(c -> c.phase().equals(phase.label()) && Objects.equals(c.temperature(), temperature.label()))
                .findFirst().orElse(null);
    }

    private static Double ok(CellResult cell, Function<CellResult, Double> value) {
        return cell == null || !cell.ok() ? null : value.apply(cell);
    }

    /** How many forks measured a hot cell: each recorded its open time. */
    private static Integer forks(CellResult hot) {
        return hot != null && hot.metric(CellField.FORK_OPEN_SAMPLES_MILLIS) instanceof List<?> opens ? opens.size() : null;
    }

    private static Double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : null;
    }

    private static String statementsPerQuery(CellResult cell) {
        if (cell == null || !(cell.metric(CellField.JDBC_STATEMENTS) instanceof Number statements)
                || !(cell.metric(CellField.QUERIES_PER_SAMPLE) instanceof Number queries) || queries.intValue() == 0) {
            return null;
        }
        return String.format(Locale.ROOT, "%.1f", statements.doubleValue() / queries.intValue());
    }

    private static String state(CellResult cold, CellResult hot) {
        boolean failed = (cold != null && !cold.ok()) || (hot != null && !hot.ok());
        return failed ? "FAILED" : "ok";
    }
}
