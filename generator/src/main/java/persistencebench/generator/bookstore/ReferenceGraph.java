package persistencebench.generator.bookstore;

import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.Shop;

/**
 * Generated reference data plus what only the generator needs to know: the year each shop opened
 * ({@code shopOpeningYears[shopId - 1]}); a shop sells in its opening year and every later year.
 */
record ReferenceGraph(ReferenceData data, int[] shopOpeningYears) {

    int openingYear(Shop shop) {
        return shopOpeningYears[(int) shop.getId() - 1];
    }

    int firstYear() {
        int first = Integer.MAX_VALUE;
        for (int year : shopOpeningYears) {
            first = Math.min(first, year);
        }
        return first;
    }
}
