package persistencebench.harness.db;

import persistencebench.harness.settings.Settings;

/**
 * A database engine whose server never starts (registered for the harness tests only), as an engine missing a system
 * library would fail: {@code -Dunstartable.named=true} makes it a server the user asked for by name.
 */
public final class UnstartableTestEngine implements DatabaseEngine {
    static final String NAME = "unstartable";
    static final String REASON = "cannot start the unstartable server: libmissing.so.1 not found; install libmissing1";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public DatabaseServer start(Settings settings) {
        throw new DatabaseUnavailableException(REASON + "\n(second line of detail)", null);
    }

    @Override
    public boolean namedByUser(Settings settings) {
        return Boolean.getBoolean("unstartable.named");
    }
}
