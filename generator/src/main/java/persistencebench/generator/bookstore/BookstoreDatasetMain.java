package persistencebench.generator.bookstore;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.cli.RunLock;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.DatabaseSettings;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * Builds (or finds cached) the bookstore dataset in every store and prints counts and timings; {@code -Dverify}
 * also reads every store back and compares it with the manifest. The read benchmark calls
 * {@link BookstoreDataset#ensure} itself; this main is for preparing a dataset ahead of time and for timing generation.
 */
public final class BookstoreDatasetMain {
    static final String PROGRAM = "bookstore-dataset";
    private static final String PURPOSE = "generate the bookstore dataset into every store (object-graph storages and the databases)";
    static final Setting<String> SIZE = Setting.choice("size", "medium",
            Arrays.stream(BookstoreSize.values()).map(BookstoreSize::label).toList(), "bookstore dataset size");
    static final Setting<Boolean> VERIFY = Setting.flag("verify", "read every store back afterwards and compare its counts and digests with the manifest");

    private BookstoreDatasetMain() {
    }

    public static void main(String[] args) {
        Program.run(PROGRAM, () -> run(System.getProperties(), System.out));
    }

    static List<Setting<?>> declared() {
        List<Setting<?>> declared = new ArrayList<>(List.of(SIZE, CommonSettings.SEED, CommonSettings.DATA, CommonSettings.DURABILITY, VERIFY));
        declared.addAll(DatabaseSettings.all());
        return List.copyOf(declared);
    }

    static int run(Properties properties, PrintStream out) {
        if (Settings.helpRequested(properties)) {
            out.print(Settings.help(properties, PROGRAM, PURPOSE, declared(), Map.of()));
            return 0;
        }
        Settings settings = Settings.parse(PROGRAM, declared(), properties);
        BookstoreSize size = BookstoreSize.parse(settings.get(SIZE));
        RunLock lock = RunLock.acquire(PROGRAM, Map.of(CommonSettings.DATA.name(), settings.get(CommonSettings.DATA)));
        try (DatabaseServers servers = DatabaseServers.start(settings.get(DatabaseSettings.DATABASES), settings, out::println, server -> { })) {
            long start = System.nanoTime();
            BookstoreDataset dataset = BookstoreDataset.ensure(size, settings.get(CommonSettings.SEED),
                    settings.get(CommonSettings.DATA), servers.running(), out::println);
            dataset.damaged().values().stream().findFirst().ifPresent(damage -> {
                throw new FatalError(damage);
            });
            out.printf("bookstore %s seed %d ready in %.1f s: %s and databases %s%n", size.label(), dataset.seed(),
                    (System.nanoTime() - start) / 1e9, dataset.directory(), dataset.databases().values());
            if (settings.get(VERIFY)) {
                long verifyStart = System.nanoTime();
                try {
                    BookstoreVerification.requireCompleteStores(dataset);
                } catch (IllegalStateException e) {
                    throw new FatalError("verification failed: " + e.getMessage());
                }
                out.printf("verified: every store holds the %,d entities of the manifest (%.1f s)%n", dataset.summary().totalEntities(),
                        (System.nanoTime() - verifyStart) / 1e9);
            }
        } finally {
            lock.close();
        }
        return 0;
    }
}
