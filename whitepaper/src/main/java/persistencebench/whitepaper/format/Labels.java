package persistencebench.whitepaper.format;

import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ScalingContestant;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingRun;

import java.util.List;
import java.util.Locale;

/**
 * Human-readable names for phases and cells, shared by the charts and the document. Backend labels come
 * from the result files' {@code backends} section; phase names are turned into words
 * ({@code purchasesOfForeigners -> "purchases of foreigners"}).
 */
public final class Labels {

    /** What a floor's name ends with in tables and charts. */
    public static final String FLOOR = " (floor)";

    private Labels() {
    }

    /** {@code customersPaged -> "customers paged"}, {@code load-only -> "load only"}. */
    public static String phase(String phase) {
        return phase.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replace('-', ' ').toLowerCase(Locale.ROOT);
    }

    /** {@code phase} with a capital first letter, for headings and sentence starts. */
    public static String phaseTitle(String phase) {
        String words = phase(phase);
        return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** A cell's access style: backend label and variant (left out when the backend has only one), "JDBC · tuned". */
    public static String style(BackendCatalogue catalogue, String backend, String variant) {
        return catalogue.hasSingleVariant(backend) ? catalogue.label(backend) : catalogue.label(backend) + " · " + variant;
    }

    /** A backend's variant on a database, the study's database not named: "JDBC · tuned on H2", "MicroStream · tuned". */
    public static String contestant(BackendCatalogue catalogue, String backend, String variant, String database) {
        String style = style(catalogue, backend, variant);
        return database == null || Database.isStudy(database) ? style : style + " on " + Database.displayName(database);
    }

    /**
     * The contestant a profile is about: a backend, and for a SQL backend the database it runs on, every variant
     * together: "JDBC on PostgreSQL", "MicroStream", "RocksDB".
     */
    public static String family(BackendCatalogue catalogue, String backend, String database) {
        return database == null ? catalogue.label(backend) : catalogue.label(backend) + " on " + Database.displayName(database);
    }

    /** A scaling study's curve by its contestant, "(floor)" after a floor's: "JDBC · tuned on H2", "CSV load only (floor)". */
    public static String curve(BackendCatalogue catalogue, ScalingRun study, ScalingCurve curve) {
        ScalingContestant contestant = curve.contestant();
        boolean floor = curve.points().stream().anyMatch(study::isFloor);
        return contestant(catalogue, contestant.backend(), contestant.variant(), contestant.database()) + (floor ? FLOOR : "");
    }

    /** A SQL cell's name with its database always named, the study's too: "JDBC · tuned on PostgreSQL". */
    public static String cellOnDatabase(BackendCatalogue catalogue, ResultCell cell) {
        return style(catalogue, cell.backend(), cell.variant()) + " on " + Database.displayName(cell.database());
    }

    /**
     * A cell's name: backend label, variant (left out when the backend has only one), the database when it is not
     * the study's ("JDBC · tuned on H2") and, where recorded, the storage channel count unless the variant name
     * already says it: "MicroStream · tuned (8 ch)".
     */
    public static String cell(BackendCatalogue catalogue, ResultCell cell) {
        String label = style(catalogue, cell.backend(), cell.variant());
        if (cell.onOtherDatabase()) {
            label += " on " + Database.displayName(cell.database());
        }
        boolean variantNamesChannels = cell.channels() != null && cell.variant().endsWith(cell.channels() + "ch");
        return cell.channels() == null || variantNamesChannels ? label : label + " (" + cell.channels() + " ch)";
    }

    /** A cell's name, "(floor)" after a floor's (a store that persists nothing, the load-only baseline: never ranked). */
    public static String cellOrFloor(BackendCatalogue catalogue, ResultCell cell) {
        return cell(catalogue, cell) + (cell.isFloor() ? FLOOR : "");
    }

    /** A cell's name with its temperature, e.g. "JDBC · paper, cold"; write cells have none. */
    public static String cellWithTemperature(BackendCatalogue catalogue, ResultCell cell) {
        return cell.temperature() == null ? cell(catalogue, cell) : cell(catalogue, cell) + ", " + cell.temperature();
    }

    /** Database engines by display name, joined for prose: "H2, SQLite and MariaDB" from their ids. */
    public static String databases(List<String> ids) {
        return list(ids.stream().map(Database::displayName).toList());
    }

    /** Names joined for prose: "H2", "H2 and SQLite", "H2, SQLite and MariaDB"; empty for none. */
    public static String list(List<String> names) {
        if (names.size() < 2) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
