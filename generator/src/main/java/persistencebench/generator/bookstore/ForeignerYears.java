package persistencebench.generator.bookstore;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;
import persistencebench.model.bookstore.query.CountryYears;

/**
 * Collects, while the years stream by, in which years each country's shops sold to foreigners: what the read
 * benchmark's query parameters are drawn from, recorded in the manifest so that choosing them never queries a store.
 */
final class ForeignerYears {
    private final Map<Long, String> names = new LinkedHashMap<>();
    private final Map<Long, TreeSet<Integer>> years = new LinkedHashMap<>();

    ForeignerYears(ReferenceData data) {
        for (Country country : data.getCountries()) {
            names.put(country.getId(), country.getName());
            years.put(country.getId(), new TreeSet<>());
        }
    }

    void add(YearlyPurchases purchases) {
        for (Purchase purchase : purchases.getPurchases()) {
            if (purchase.isByForeigner()) {
                years.get(purchase.getShop().getCity().getCountry().getId()).add(purchases.getYear());
            }
        }
    }

    List<CountryYears> result() {
        List<CountryYears> all = new ArrayList<>();
        names.forEach((id, name) -> all.add(new CountryYears(id, name, years.get(id))));
        return all;
    }
}
