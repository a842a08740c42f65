package persistencebench.whitepaper.document;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.KeysetPlanCheck;
import persistencebench.whitepaper.results.PagingComparison;
import persistencebench.whitepaper.results.ResultCell;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The recorded plans of the deep keyset page, one per database (its first contestant's that recorded one), as the
 * engine printed them, with what {@link KeysetPlanCheck} reads in them: whether keyset paging seeks the customer
 * primary key there, which is what makes it cheap.
 */
final class KeysetPlanBlocks {

    private KeysetPlanBlocks() {
    }

    static String render(BenchmarkRun read, List<PagingComparison.Pair> pairs) {
        Map<String, ResultCell> firstPerDatabase = new LinkedHashMap<>();
        pairs.stream().map(PagingComparison.Pair::keyset).filter(cell -> cell.database() != null && !cell.plans().isEmpty())
                .sorted((a, b) -> Database.order().compare(a.database(), b.database()))
                .forEach(cell -> firstPerDatabase.putIfAbsent(cell.database(), cell));
        if (firstPerDatabase.isEmpty()) {
            return "This read run recorded no plan of the deep keyset page.\n";
        }
        StringBuilder out = new StringBuilder("Each SQL cell of the deep page records the plan of its one statement in the untimed"
                + " pass after its samples (each engine's own explain statement: with actual rows where the engine has it). The"
                + " table above says for every contestant what its keyset plan shows; here is, per database, the first one's plan"
                + " as recorded.\n");
        firstPerDatabase.forEach((database, cell) -> out.append("\n.").append(PagingSection.contestant(read, cell)).append(", ")
                .append(AsciiDocText.literal(PagingComparison.DEEP_PAGE.keyset())).append(": ")
                .append(KeysetPlanCheck.of(database, cell.plans()).text()).append("\n....\n")
                .append(String.join("\n", cell.plans()).replace("\n....", "\n ....")).append("\n....\n"));
        return out.toString();
    }
}
