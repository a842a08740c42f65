package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.JsonNode;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultBackend;
import persistencebench.whitepaper.results.Dataset;
import persistencebench.whitepaper.results.PagingComparison;
import persistencebench.whitepaper.results.ResultCell;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the paging phases asked, in words, from the read run's recorded parameters and customer count: the deep page's
 * absolute rows, the id a keyset client holds to get there, the pages of the context phases; and what offset and keyset
 * mean in an object graph, quoted from its variants' descriptions in the result file.
 */
final class PagingParameters {

    private PagingParameters() {
    }

    /** The deep page: "page 48 of 100 customers, rows 4,801–4,900 of 5,348 (OFFSET 4,800), ..." and how keyset reaches it. */
    static String deepPage(Dataset dataset) {
        JsonNode parameters = dataset.parameters();
        if (parameters == null || !parameters.has("deepPage")) {
            return "a deep page (this result file does not record which)";
        }
        long page = parameters.path("deepPage").asLong();
        long size = parameters.path("pageSize").asLong();
        Long customers = dataset.counts().get("customer");
        long first = page * size + 1;
        long last = customers == null ? (page + 1) * size : Math.min((page + 1) * size, customers);
        return "page " + page + " of " + size + " customers, rows " + Quantities.count(first) + "–" + Quantities.count(last)
                + (customers == null ? "" : " of " + Quantities.count(customers)) + " in id order (" + AsciiDocText.literal("OFFSET "
                + page * size) + "), the page holding the customer at " + parameters.path("deepPagePercent").asText()
                + " % of the customers. Keyset paging asks for the ids after " + Quantities.count(afterId(parameters, page))
                + ", the last id of page " + (page - 1) + ": a client reaches the deep page this way only because it holds the"
                + " previous page's last id, which it has from paging there page by page. The run knows that id without a query"
                + " because customer ids are dense from 1 (page p's after-id is p × " + size + ")";
    }

    /** The pages of the context phases, the study's plus the deep page. */
    static String depthPages(JsonNode parameters) {
        if (parameters == null || !parameters.has("depthPages")) {
            return "the study's pages plus the deep page (this result file does not record which)";
        }
        return "pages " + JsonText.plain(parameters.get("depthPages")) + ", the study's " + JsonText.plain(parameters.get("pages"))
                + " and the deep page, after the ids " + JsonText.plain(parameters.get("keysetAfterIds")) + " by keyset";
    }

    /**
     * What offset and keyset mean for the contestants without a database (the object graphs): each variant's description
     * as its result file gives it, since there a page is a list operation, not a query plan.
     */
    static String objectGraphs(BenchmarkRun read, List<PagingComparison.Pair> pairs) {
        Set<String> lines = new LinkedHashSet<>();
        for (PagingComparison.Pair pair : pairs) {
            ResultCell cell = pair.offset();
            if (cell.database() == null) {
                read.catalogue().variant(cell.backend(), cell.variant()).map(ResultBackend.VariantDescriptor::description)
                        .ifPresent(description -> lines.add(Labels.cell(read.catalogue(), cell) + ": " + description + "."));
            }
        }
        if (lines.isEmpty()) {
            return "";
        }
        return "In the object graphs there is no query: offset paging takes a sub-list by position, keyset paging finds the"
                + " after-id in the id-ordered list, by a binary search or by filtering from the start, as each variant's"
                + " description says. Their ratio compares two list operations in memory (a filtered scan from the start can make"
                + " keyset slower than offset), not an index seek with a skip of rows as on SQL:\n\n" + Bullets.of(List.copyOf(lines));
    }

    private static long afterId(JsonNode parameters, long page) {
        JsonNode pages = parameters.path("depthPages");
        JsonNode afterIds = parameters.path("keysetAfterIds");
        for (int i = 0; i < pages.size(); i++) {
            if (pages.get(i).asLong() == page) {
                return afterIds.path(i).asLong();
            }
        }
        return page * parameters.path("pageSize").asLong();
    }
}
