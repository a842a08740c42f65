package persistencebench.write.jdbc;

import java.sql.SQLException;
import java.sql.Statement;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.TripLookup;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.TripOperations;
import persistencebench.write.triptables.TripTable;
import persistencebench.write.triptables.TripTableLookup;
import persistencebench.write.triptables.TripTableOperations;

/**
 * MariaDB's bulk-load recipe through Connector/J, in one transaction: one {@code LOAD DATA LOCAL INFILE} (the table's
 * {@code load-data}) fed from a {@link LoadDataStream} the driver sends in place of a file, then the commit, durable
 * as the server's durability class makes every commit. The table waits empty and keyed (its {@code reset}) and the
 * rows arrive in key order, so InnoDB appends them at the right edge of its clustered index.
 * <p>
 * Not set: {@code unique_checks=0} and {@code foreign_key_checks=0}, the session settings MariaDB's import tools use.
 * The table has no foreign key and no secondary unique key for them to skip; what they still do in MariaDB 11.4.5 is
 * switch an insert into an empty table to InnoDB's bulk-insert path, which measured slower for this table (tuned
 * profile, generated trips; with them / without: 50k trips 637 / 258 ms median, 200k trips 1.0-1.4 / 0.6 s of server
 * CPU, 1M trips 9.4-9.7 / 5.1-5.4 s and 6.2-6.4 / 3.4-3.8 s of server CPU).
 */
public final class JdbcLoadDataTripLoader extends JdbcTripLoader implements LookupSource, SingleOpsSource {
    private static final int CHUNK_BYTES = 256 * 1024;

    public JdbcLoadDataTripLoader(LoaderContext context) {
        super(context.database(), context.durability(), new TripTable(context.database().engine()), "reset", context.database().directDataSource());
    }

    @Override
    public void store(TripSource trips) throws Exception {
        LoadDataStream rows = new LoadDataStream(trips, CHUNK_BYTES);
        long loaded;
        try (Statement load = connection().createStatement()) {
            load.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(rows);
            loaded = load.executeLargeUpdate(table().statement("load-data"));
        } catch (SQLException e) {
            rows.finish();
            throw e;
        }
        long encoded = rows.finish();
        if (loaded != encoded) {
            throw new SQLException("LOAD DATA stored " + loaded + " rows of the " + encoded + " trips it was sent");
        }
        commit();
    }

    /** The loaded trip table read by primary key, on a connection of its own. */
    @Override
    public TripLookup openLookup() throws SQLException {
        return new TripTableLookup(target().connect(), (TripTable) table());
    }

    /** The loaded trip table for single operations, on a connection of its own. */
    @Override
    public TripOperations openOperations() throws SQLException {
        return new TripTableOperations(target().connect(), (TripTable) table(), durability());
    }
}
