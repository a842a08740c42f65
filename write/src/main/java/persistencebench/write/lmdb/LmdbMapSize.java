package persistencebench.write.lmdb;

/**
 * The map an ascending {@code MDB_APPEND} load needs, computed from LMDB's page layout ({@code mdb.c}) rather than
 * guessed: a page has a 16-byte header ({@code PAGEHDRSZ}); every entry is a node with an 8-byte header
 * ({@code NODESIZE}) plus key and value, rounded to an even size, and a 2-byte slot in the page's offset array. An
 * appending load leaves every leaf page full (its split moves only the new key to the next page), while branch pages
 * are split in half, so the estimate counts them at half their fan-out. Counted at 4 KiB pages, the OS page LMDB uses
 * on x86-64 Linux; larger pages waste less per page, so the estimate only grows safer there.
 */
final class LmdbMapSize {
    static final int PAGE_SIZE = 4096;
    private static final int PAGE_HEADER = 16;
    private static final int NODE_HEADER = 8;
    private static final int SLOT = 2;
    /** The two meta pages and the main database's leaf, which holds the record naming the trips database. */
    private static final int FIXED_PAGES = 3;
    /** Room for what the estimate does not model (the commit's free-list record), so a small error never fills the map. */
    private static final double HEADROOM = 1.1;

    private LmdbMapSize() {
    }

    /** Bytes of map for {@code entries} keys of {@code keyBytes} with values of {@code valueBytes}, appended in key order. */
    static long forAscendingLoad(long entries, int keyBytes, int valueBytes) {
        long leaves = ceilDiv(entries, perPage(keyBytes + valueBytes));
        long pages = FIXED_PAGES + leaves;
        long branchFanOut = perPage(keyBytes) / 2;
        for (long level = leaves; level > 1; ) {
            level = ceilDiv(level, branchFanOut);
            pages += level;
        }
        return (long) Math.ceil(pages * HEADROOM) * PAGE_SIZE;
    }

    /** Nodes of {@code payloadBytes} (key, or key and value) that fit one page. */
    private static long perPage(int payloadBytes) {
        int node = NODE_HEADER + payloadBytes;
        return (PAGE_SIZE - PAGE_HEADER) / (node + (node & 1) + SLOT);
    }

    private static long ceilDiv(long dividend, long divisor) {
        return (dividend + divisor - 1) / divisor;
    }
}
