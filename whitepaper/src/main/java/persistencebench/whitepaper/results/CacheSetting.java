package persistencebench.whitepaper.results;

import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The setting that sizes a database engine's page cache, and how its value reads as bytes: each engine writes it
 * differently ({@code 128MB}, {@code 134217728}, {@code -2000}, ...), so caches can only be compared once converted.
 *
 * @param name the setting's name as the result file records it
 * @param unit how its value is written
 */
public record CacheSetting(String name, Unit unit) {

    private static final long KIB = 1024;
    private static final Pattern SUFFIXED = Pattern.compile("(\\d+)\\s*([kmgt]?)b?");
    private static final String SQLITE_PAGE_SIZE = "page_size";

    /** How a cache setting's value is written. */
    public enum Unit {
        /** Bytes, or a number with a k/M/G/T suffix, {@code B} optional ({@code 128MB}, {@code 2G}, {@code 134217728}). */
        SUFFIXED,
        /** A number of kibibytes. */
        KIBIBYTES,
        /** A number of mebibytes. */
        MEBIBYTES,
        /** SQLite's {@code cache_size}: negative is kibibytes, positive is pages of {@code page_size} bytes. */
        SQLITE_PAGES
    }

    static CacheSetting suffixed(String name) {
        return new CacheSetting(name, Unit.SUFFIXED);
    }

    /** The cache size in bytes as {@code settings} give it; empty when absent or not readable. */
    public OptionalLong bytes(Map<String, String> settings) {
        String value = settings.get(name);
        if (value == null) {
            return OptionalLong.empty();
        }
        String text = value.strip().toLowerCase(Locale.ROOT);
        try {
            return switch (unit) {
                case SUFFIXED -> parseSuffixed(text);
                case KIBIBYTES -> OptionalLong.of(Long.parseLong(text) * KIB);
                case MEBIBYTES -> OptionalLong.of(Long.parseLong(text) * KIB * KIB);
                case SQLITE_PAGES -> sqlitePages(Long.parseLong(text), settings.get(SQLITE_PAGE_SIZE));
            };
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    private static OptionalLong parseSuffixed(String text) {
        Matcher m = SUFFIXED.matcher(text);
        if (!m.matches()) {
            return OptionalLong.empty();
        }
        long factor = switch (m.group(2)) {
            case "k" -> KIB;
            case "m" -> KIB * KIB;
            case "g" -> KIB * KIB * KIB;
            case "t" -> KIB * KIB * KIB * KIB;
            default -> 1;
        };
        return OptionalLong.of(Long.parseLong(m.group(1)) * factor);
    }

    /** A profile may set a negative size without the page size; pages need it (the recorded settings have it). */
    private static OptionalLong sqlitePages(long value, String pageSize) {
        if (value < 0) {
            return OptionalLong.of(-value * KIB);
        }
        return pageSize == null ? OptionalLong.empty() : OptionalLong.of(value * Long.parseLong(pageSize.strip()));
    }
}
