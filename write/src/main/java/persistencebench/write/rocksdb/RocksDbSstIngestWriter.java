package persistencebench.write.rocksdb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.rocksdb.EnvOptions;
import org.rocksdb.IngestExternalFileOptions;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.SstFileWriter;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * RocksDB's bulk load for keys that arrive sorted (the wiki's "Creating and Ingesting SST files"): every entry goes
 * into an {@link SstFileWriter} (a new file after {@link #BYTES_PER_FILE} bytes of keys and values), and close ingests
 * the files into the empty database with {@code move_files}, so they land in the bottom level without passing through
 * WAL, memtable or compaction. {@code SstFileWriter.finish} syncs each file and ingestion syncs the linked files, the
 * directory and the MANIFEST: RocksDB makes the load durable itself, whatever the durability class.
 */
final class RocksDbSstIngestWriter implements KvWriter {
    /** RocksDB's default {@code target_file_size_base}: the size its own compactions give files. */
    static final long BYTES_PER_FILE = 64L << 20;
    /** Where the SST files are written before ingestion: inside the store, so moving them is a hard link. */
    private static final String STAGING = "ingest";

    private final Options options;
    private final EnvOptions envOptions;
    private final RocksDB db;
    private final Path staging;
    private final long bytesPerFile;
    private final List<String> files = new ArrayList<>();
    private SstFileWriter file;
    private long bytesInFile;

    private RocksDbSstIngestWriter(Options options, RocksDB db, Path staging, long bytesPerFile) {
        this.options = options;
        this.envOptions = new EnvOptions();
        this.db = db;
        this.staging = staging;
        this.bytesPerFile = bytesPerFile;
    }

    /** Opens an empty database in the spec's directory; SST files roll over after {@code bytesPerFile}. */
    static RocksDbSstIngestWriter open(KvStoreSpec spec, long bytesPerFile) throws RocksDBException, IOException {
        Path staging = Files.createDirectories(spec.directory().resolve(STAGING));
        // Default options: the SST files must be written with the options (comparator, table format) of the database they join.
        Options options = new Options().setCreateIfMissing(true);
        try {
            return new RocksDbSstIngestWriter(options, RocksDB.open(options, spec.directory().toString()), staging, bytesPerFile);
        } catch (RocksDBException | RuntimeException e) {
            options.close();
            throw e;
        }
    }

    @Override
    public void put(byte[] key, byte[] value) throws RocksDBException {
        if (file == null || bytesInFile >= bytesPerFile) {
            startFile();
        }
        file.put(key, value);
        bytesInFile += key.length + value.length;
    }

    private void startFile() throws RocksDBException {
        finishFile();
        String path = staging.resolve(String.format("%06d.sst", files.size() + 1)).toString();
        file = new SstFileWriter(envOptions, options);
        files.add(path);
        bytesInFile = 0;
        file.open(path);
    }

    private void finishFile() throws RocksDBException {
        if (file != null) {
            try (SstFileWriter finishing = file) {
                file = null;
                finishing.finish();
            }
        }
    }

    @Override
    public void close() throws IOException {
        // Resources close in reverse order (database, env options, options) even when a step fails.
        try (options; envOptions; db) {
            finishFile();
            if (!files.isEmpty()) {
                try (IngestExternalFileOptions ingest = new IngestExternalFileOptions().setMoveFiles(true)) {
                    db.ingestExternalFile(files, ingest);
                }
            }
            Files.delete(staging);
            db.closeE();
        } catch (RocksDBException e) {
            throw new IOException(e);
        }
    }
}
