package persistencebench.generator.bookstore;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.db.PostgresServers;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * Builds (or finds cached) the bookstore dataset in every store and prints counts and timings; {@code -Dverify}
 * also reopens every store and checks its counts. The read benchmark calls {@link BookstoreDataset#ensure} itself;
 * this main is for preparing a dataset ahead of time and for timing generation.
 */
public final class BookstoreDatasetMain {
    static final String PROGRAM = "bookstore-dataset";
    static final Setting<String> SIZE = Setting.choice("size", "medium",
            Arrays.stream(BookstoreSize.values()).map(BookstoreSize::label).toList(), "bookstore dataset size");
    static final Setting<Boolean> VERIFY = Setting.flag("verify", "reopen every store afterwards and check its entity counts");

    private BookstoreDatasetMain() {
    }

    public static void main(String[] args) {
        Program.run(PROGRAM, () -> run(System.getProperties(), System.out));
    }

    static int run(Properties properties, PrintStream out) {
        List<Setting<?>> declared = new ArrayList<>(List.of(SIZE, CommonSettings.SEED, CommonSettings.DATA, VERIFY));
        declared.addAll(CommonSettings.database());
        if (Settings.helpRequested(properties)) {
            out.print(Settings.help(PROGRAM, "generate the bookstore dataset into MicroStream, EclipseStore and PostgreSQL", declared));
            return 0;
        }
        Settings settings = Settings.parse(PROGRAM, declared, properties);
        BookstoreSize size = BookstoreSize.parse(settings.get(SIZE));
        try (PostgresServer postgres = PostgresServers.fromSettings(settings)) {
            out.println("PostgreSQL: " + postgres.description());
            long start = System.nanoTime();
            BookstoreDataset dataset = BookstoreDataset.ensure(size, settings.get(CommonSettings.SEED),
                    settings.get(CommonSettings.DATA), postgres, out::println);
            out.printf("bookstore %s seed %d ready in %.1f s: %s and database %s%n", size.label(), dataset.seed(),
                    (System.nanoTime() - start) / 1e9, dataset.directory(), dataset.databaseName());
            if (settings.get(VERIFY)) {
                long verifyStart = System.nanoTime();
                try {
                    BookstoreVerification.requireCompleteStores(dataset, postgres);
                } catch (IllegalStateException e) {
                    throw new FatalError("verification failed: " + e.getMessage());
                }
                out.printf("verified: every store holds %,d entities (%.1f s)%n", dataset.summary().totalEntities(),
                        (System.nanoTime() - verifyStart) / 1e9);
            }
        }
        return 0;
    }
}
