/**
 * The read benchmark: the bookstore queries of {@link persistencebench.model.bookstore.query.BookstoreQueryService}
 * measured cold and hot on every backend and variant, with proof that all of them gave the same answers.
 *
 * <h2>Flow</h2>
 * {@link persistencebench.read.ReadBenchmark} (settings: {@link persistencebench.read.ReadSettings}) holds the
 * PostgreSQL server and runs a {@link persistencebench.read.ReadRun}: ensure the dataset, draw the
 * {@link persistencebench.model.bookstore.query.QueryParameters}, then run {@link persistencebench.read.ReadTask}s
 * through a {@link persistencebench.read.TaskExecutor} (normally one forked JVM per task, see
 * {@link persistencebench.read.ReadFork}). In each JVM a {@link persistencebench.read.ReadTaskRunner} times the
 * service's {@code open()} and lets the harness's {@code CellRunner} time each sample
 * ({@link persistencebench.read.SampleOperation}); digests are computed after the clock stops. Cold samples are
 * merged into one cell ({@link persistencebench.read.ColdCellMerger}); {@link persistencebench.read.DigestAgreement}
 * compares every cell of a phase.
 *
 * <h2>Backends</h2>
 * One package per backend, registered by name in {@link persistencebench.read.Backends}: {@code microstream} and
 * {@code eclipsestore} (sharing {@code graph}), {@code jdbc}, {@code hibernate}; {@code connect} holds the
 * connection pool both SQL backends create the same way.
 */
package persistencebench.read;
