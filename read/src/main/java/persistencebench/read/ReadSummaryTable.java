package persistencebench.read;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import persistencebench.harness.console.ConsoleTable;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.SampleStatistics;

/**
 * The end-of-run table: per backend and variant the median load/connect, query times cold and hot, and SQL
 * statements per query, followed by the white paper's figures in the same columns.
 */
final class ReadSummaryTable {
    private static final String[] HEADERS = {"backend/variant", "load/connect cold ms", "load/connect hot ms",
            "customers cold ms", "customers hot ms", "foreigners cold ms", "foreigners hot ms",
            "stmts/query customers", "stmts/query foreigners"};

    private ReadSummaryTable() {
    }

    static String render(List<CellResult> cells) {
        ConsoleTable table = new ConsoleTable(HEADERS);
        Map<String, List<CellResult>> byContestant = new LinkedHashMap<>();
        cells.forEach(c -> byContestant.computeIfAbsent(c.backend() + "/" + c.variant(), k -> new ArrayList<>()).add(c));
        byContestant.forEach((name, group) -> table.addRow(name,
                loadConnectCold(group), metric(find(group, QueryPhase.CUSTOMERS_PAGED, Temperature.HOT), "loadConnectMillis"),
                median(find(group, QueryPhase.CUSTOMERS_PAGED, Temperature.COLD)), median(find(group, QueryPhase.CUSTOMERS_PAGED, Temperature.HOT)),
                median(find(group, QueryPhase.PURCHASES_OF_FOREIGNERS, Temperature.COLD)),
                median(find(group, QueryPhase.PURCHASES_OF_FOREIGNERS, Temperature.HOT)),
                statementsPerQuery(group, QueryPhase.CUSTOMERS_PAGED), statementsPerQuery(group, QueryPhase.PURCHASES_OF_FOREIGNERS)));
        for (PaperReadFigures paper : PaperReadFigures.ALL) {
            table.addRow(paper.label(), paper.loadConnectCold(), paper.loadConnectHot(), paper.customersCold(), paper.customersHot(),
                    paper.foreignersCold(), paper.foreignersHot(), null, paper.statementsPerForeignerQuery());
        }
        return table.render()
                + "Medians of the measured samples; query times are per sample (all pages, or all foreigner queries together).\n"
                + "The paper's figures are single runs of MicroStream 07, Hibernate 5.6, PostgreSQL 14.5 on an 8-core i9 (12 foreigner queries);\n"
                + "its load/connect in the foreigners test: " + PaperReadFigures.FOREIGNERS_TEST_LOAD_CONNECT + ".\n";
    }

    private static CellResult find(List<CellResult> group, QueryPhase phase, Temperature temperature) {
        return group.stream().filter(c -> c.phase().equals(phase.label()) && Objects.equals(c.temperature(), temperature.label()))
                .findFirst().orElse(null);
    }

    private static Double median(CellResult cell) {
        return cell == null || !cell.ok() ? null : cell.medianMillis();
    }

    private static Double metric(CellResult cell, String name) {
        return cell != null && cell.metric(name) instanceof Number n ? n.doubleValue() : null;
    }

    /** Median over every cold fork's load/connect, both phases together. */
    private static Double loadConnectCold(List<CellResult> group) {
        List<Double> samples = new ArrayList<>();
        for (QueryPhase phase : QueryPhase.values()) {
            CellResult cell = find(group, phase, Temperature.COLD);
            if (cell != null && cell.metric("loadConnectSamplesMillis") instanceof List<?> list) {
                list.forEach(v -> samples.add(((Number) v).doubleValue()));
            }
        }
        return samples.isEmpty() ? null : SampleStatistics.of(samples).medianMillis();
    }

    private static String statementsPerQuery(List<CellResult> group, QueryPhase phase) {
        CellResult cell = find(group, phase, Temperature.HOT);
        if (cell == null || !(cell.metric("jdbcStatements") instanceof Number statements)
                || !(cell.metric("queriesPerSample") instanceof Number queries) || queries.intValue() == 0) {
            return null;
        }
        return String.format(Locale.ROOT, "%.1f", statements.doubleValue() / queries.intValue());
    }
}
