package persistencebench.harness.db;

import java.util.regex.Pattern;

/** The database names every engine accepts: lower-case letters, digits and {@code _}, as PostgreSQL folds them and as file names. */
public final class DatabaseNames {
    private static final Pattern VALID = Pattern.compile("[a-z][a-z0-9_]{0,62}");

    private DatabaseNames() {
    }

    /** @throws IllegalArgumentException for a name that is not valid */
    public static void check(String database) {
        if (!VALID.matcher(database).matches()) {
            throw new IllegalArgumentException("invalid database name \"" + database + "\": use lower-case letters, digits and _");
        }
    }
}
