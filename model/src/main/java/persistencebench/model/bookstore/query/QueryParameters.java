package persistencebench.model.bookstore.query;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The one set of query parameters every backend and variant of a run is asked about: 3 consecutive years and
 * 3 countries for {@code purchasesOfForeigners} (9 queries per sample), and pages 0, 1, 2 of 100 customers for
 * {@code customersPages}. The original study drew years and countries separately, unseeded, per framework, so its
 * contestants answered different questions; here they are drawn once, with the run's seed, from facts the dataset
 * manifest records at generation (never from a query against a store, which would warm it before a cold sample).
 * Every query has an answer: each chosen (year, country) has purchases by foreigners, and each page has customers.
 * <p>
 * Datasets with fewer than 3 countries ({@code tiny}, {@code small}) use all their countries, so a sample has
 * {@code 3 × countries} foreigner queries there; datasets with fewer than 300 customers ask only the pages that
 * have customers.
 * <p>
 * Offset and keyset paging ({@code customersOffset}, {@code customersKeyset}) ask the study's pages plus a deep page,
 * the page holding the customer at {@value #DEEP_PERCENT} % of the customers ({@link #depthPages()});
 * {@code deepPageOffset} and {@code deepPageKeyset} ask the deep page alone. The deep page is kept out of
 * {@link #pages()}, which stay the study's. A keyset client holds the last id of the previous page:
 * customer ids are dense, {@code 1..customers} in id order (the generator's reference data checks it), so page
 * {@code p}'s after-id is {@code p × pageSize} ({@link #keysetAfterIds()}), known from the manifest's customer count
 * without a query.
 *
 * @param years     consecutive, ascending
 * @param countries in query order (ascending id)
 * @param pages     0-based page numbers, in query order
 * @param deepPage  0-based number of the page holding the customer at {@value #DEEP_PERCENT} % of the customers
 */
public record QueryParameters(List<Integer> years, List<ChosenCountry> countries, List<Integer> pages, int pageSize, int deepPage) {
    public static final int YEARS = 3;
    public static final int COUNTRIES = 3;
    public static final List<Integer> PAGES = List.of(0, 1, 2);
    public static final int PAGE_SIZE = 100;
    /** Where the deep page lies, in percent of the customers (the depth the keyset-vs-offset reference asks about). */
    public static final int DEEP_PERCENT = 90;
    /** Decorrelates the parameter draw from the generator, which uses the same seed. */
    private static final long SEED_SALT = 0x5DEECE66DL * 31 + 0x9E3779B97F4A7C15L;

    /** A country the foreigner queries ask about. */
    public record ChosenCountry(long id, String name) {
    }

    public QueryParameters {
        years = List.copyOf(years);
        countries = List.copyOf(countries);
        pages = List.copyOf(pages);
        if (years.isEmpty() || countries.isEmpty() || pages.isEmpty() || pageSize < 1 || deepPage < 0) {
            throw new IllegalArgumentException("query parameters need at least one year, country and page, a positive page size and"
                    + " a deep page of at least 0");
        }
    }

    /**
     * Draws the parameters from what the data offers: a combination of countries (3, or all if there are fewer)
     * whose shops all have purchases by foreigners in some window of 3 consecutive years, then one such window; and
     * the pages 0, 1, 2 that hold customers, and the deep page. The same seed and data always give the same parameters.
     *
     * @param available the countries with the years in which their shops sold to foreigners
     * @param customers how many customers the dataset has
     * @throws IllegalArgumentException if no combination of countries shares 3 consecutive years of foreigner
     *                                  purchases, or there are no customers
     */
    public static QueryParameters choose(long seed, Collection<CountryYears> available, long customers) {
        List<CountryYears> countries = new ArrayList<>(available.stream().filter(c -> !c.years().isEmpty()).toList());
        if (countries.isEmpty() || customers < 1) {
            throw new IllegalArgumentException("the dataset has no purchases by foreigners or no customers, so there is nothing to"
                    + " query: use a larger size or another seed");
        }
        countries.sort(Comparator.comparingLong(CountryYears::countryId));
        int k = Math.min(COUNTRIES, countries.size());
        List<List<CountryYears>> candidates = new ArrayList<>();
        combinations(countries, k, 0, new ArrayList<>(), candidates);
        candidates.removeIf(combination -> windowStarts(combination).isEmpty());
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("no " + k + " countries of the dataset have purchases by foreigners in " + YEARS
                    + " consecutive years in common (countries and years: " + describe(countries) + "); use a larger size");
        }
        Random random = new Random(seed ^ SEED_SALT);
        List<CountryYears> chosen = candidates.get(random.nextInt(candidates.size()));
        List<Integer> starts = windowStarts(chosen);
        int first = starts.get(random.nextInt(starts.size()));
        List<Integer> years = new ArrayList<>();
        for (int year = first; year < first + YEARS; year++) {
            years.add(year);
        }
        long pagesWithCustomers = (customers + PAGE_SIZE - 1) / PAGE_SIZE;
        List<Integer> pages = PAGES.stream().filter(page -> page < pagesWithCustomers).toList();
        return new QueryParameters(years, chosen.stream().map(c -> new ChosenCountry(c.countryId(), c.name())).toList(), pages, PAGE_SIZE,
                deepPageOf(customers));
    }

    /** The page holding customer number {@code ceil(customers × DEEP_PERCENT / 100)} (1-based, in id order). */
    static int deepPageOf(long customers) {
        long position = (customers * DEEP_PERCENT + 99) / 100;
        return (int) ((position - 1) / PAGE_SIZE);
    }

    private static void combinations(List<CountryYears> from, int k, int start, List<CountryYears> current, List<List<CountryYears>> out) {
        if (current.size() == k) {
            out.add(List.copyOf(current));
            return;
        }
        for (int i = start; i < from.size(); i++) {
            current.add(from.get(i));
            combinations(from, k, i + 1, current, out);
            current.remove(current.size() - 1);
        }
    }

    /** First years of every window of {@link #YEARS} consecutive years in which all countries have purchases. */
    private static List<Integer> windowStarts(List<CountryYears> combination) {
        SortedSet<Integer> common = new TreeSet<>(combination.get(0).years());
        combination.forEach(c -> common.retainAll(c.years()));
        List<Integer> starts = new ArrayList<>();
        for (int year : common) {
            boolean complete = true;
            for (int y = year + 1; y < year + YEARS; y++) {
                complete &= common.contains(y);
            }
            if (complete) {
                starts.add(year);
            }
        }
        return starts;
    }

    private static String describe(List<CountryYears> countries) {
        return String.join("; ", countries.stream().map(c -> c.name() + " " + c.years()).toList());
    }

    /** The foreigner queries of one sample in their fixed order: years ascending, then countries in order. */
    public List<ForeignerQuery> foreignerQueries() {
        List<ForeignerQuery> queries = new ArrayList<>();
        for (int year : years) {
            for (ChosenCountry country : countries) {
                queries.add(new ForeignerQuery(year, country.id(), country.name()));
            }
        }
        return List.copyOf(queries);
    }

    /**
     * The pages offset and keyset paging ask, in query order: the study's {@link #pages()}, then the deep page unless it
     * is one of them (a dataset of at most 3 pages).
     */
    public List<Integer> depthPages() {
        List<Integer> depth = new ArrayList<>(pages);
        if (!depth.contains(deepPage)) {
            depth.add(deepPage);
        }
        return List.copyOf(depth);
    }

    /**
     * For each of {@link #depthPages()}, the id a keyset client holds before asking it: the last id of the previous
     * page, {@code page × pageSize} (ids are dense from 1), {@code 0} before the first page.
     */
    public List<Long> keysetAfterIds() {
        return depthPages().stream().map(this::keysetAfterId).toList();
    }

    /** The id a keyset client holds before asking {@code page}: the last id of the previous page, {@code page × pageSize}. */
    public long keysetAfterId(int page) {
        return (long) page * pageSize;
    }

    /** The parameters as plain values, for the result file's {@code dataset.parameters}. */
    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("years", years);
        map.put("countries", countries.stream().map(ChosenCountry::name).toList());
        map.put("countryIds", countries.stream().map(ChosenCountry::id).toList());
        map.put("pages", pages);
        map.put("pageSize", pageSize);
        map.put("deepPage", deepPage);
        map.put("deepPagePercent", DEEP_PERCENT);
        map.put("depthPages", depthPages());
        map.put("keysetAfterIds", keysetAfterIds());
        map.put("foreignerQueriesPerSample", years.size() * countries.size());
        return map;
    }
}
