package persistencebench.generator.bookstore;

import java.util.Locale;
import java.util.Random;
import net.datafaker.Faker;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * Generates the reference data: one language per country, the genres (English names, shared by all countries),
 * then each country in turn ({@link CountryGenerator}).
 */
final class ReferenceDataGenerator {
    private final BookstoreSize size;
    private final long seed;
    private final int lastYear;

    ReferenceDataGenerator(BookstoreSize size, long seed, int lastYear) {
        if (size.countries() > CountryGenerator.LOCALES.size()) {
            throw new IllegalArgumentException("size " + size.label() + " asks for " + size.countries()
                    + " countries, but only " + CountryGenerator.LOCALES.size() + " locales are configured");
        }
        this.size = size;
        this.seed = seed;
        this.lastYear = lastYear;
    }

    ReferenceGraph generate() {
        ReferenceDataBuilder out = new ReferenceDataBuilder();
        for (int i = 0; i < size.countries(); i++) {
            Locale locale = CountryGenerator.LOCALES.get(i);
            out.language(locale.getDisplayLanguage(Locale.ENGLISH), locale.getLanguage());
        }
        Random genreRandom = new Random(SeedDerivation.derive(seed, SeedDerivation.GENRES, 0));
        Faker english = new Faker(Locale.ENGLISH, genreRandom);
        UniqueNames genreNames = new UniqueNames();
        int genres = new BoundedDraw(size, genreRandom).count(size.genres());
        for (int i = 0; i < genres; i++) {
            out.genre(genreNames.next(() -> english.book().genre()));
        }
        for (int i = 0; i < size.countries(); i++) {
            new CountryGenerator(size, seed, lastYear, out, i).generate(out.languages().get(i));
        }
        return out.build();
    }
}
