package persistencebench.whitepaper.compare;

import persistencebench.harness.console.ConsoleTable;

/** A comparison on the console: the heading, then each table under its title ({@link ComparisonTables}). */
final class ComparisonText {

    private ComparisonText() {
    }

    static String of(RunComparison comparison) {
        StringBuilder text = new StringBuilder();
        ComparisonTables.heading(comparison).forEach(line -> text.append(line).append('\n'));
        for (ComparisonTables.Table table : ComparisonTables.of(comparison)) {
            text.append('\n').append(table.title()).append(":\n");
            if (table.rows().isEmpty()) {
                text.append("  ").append(table.empty()).append('\n');
                continue;
            }
            ConsoleTable console = new ConsoleTable(table.headers().toArray(String[]::new));
            table.rows().forEach(row -> console.addRow(row.toArray()));
            text.append(console.render());
        }
        return text.toString();
    }
}
