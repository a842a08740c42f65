package persistencebench.read;

import java.nio.file.Path;
import persistencebench.read.connect.DatabaseTarget;

/** Where each backend finds the same bookstore dataset: the two storages and the PostgreSQL database. */
public record DatasetTarget(Path microstream, Path eclipsestore, DatabaseTarget database) {
}
