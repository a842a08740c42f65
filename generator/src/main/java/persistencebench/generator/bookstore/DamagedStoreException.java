package persistencebench.generator.bookstore;

import persistencebench.harness.cli.FatalError;

/**
 * A store whose engine cannot read its own files (a database whose system catalog is damaged, say). It is neither
 * reused nor rebuilt, since its files may be worth a look: the run fails the cells that read it with the one-line
 * message, which names the store, where it lives, what the engine says and how the user has it rebuilt, and measures
 * the others. Where nothing else is left to measure, it ends the program in that line.
 */
public final class DamagedStoreException extends FatalError {
    private static final long serialVersionUID = 1L;

    private final String store;

    /**
     * @param store    the store's name
     * @param location where it lives ({@link DatasetStore#location()})
     * @param damage   what the engine says, on one line
     * @param remedy   how the user has it rebuilt ({@link DatasetStore#rebuildHint()})
     */
    public DamagedStoreException(String store, String location, String damage, String remedy, Throwable cause) {
        super("store " + store + " (" + location + ") is damaged: the server says \"" + damage + "\"; " + remedy, 1, cause);
        this.store = store;
    }

    /** The damaged store's name. */
    public String store() {
        return store;
    }
}
