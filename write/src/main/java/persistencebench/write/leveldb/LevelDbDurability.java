package persistencebench.write.leveldb;

import org.iq80.leveldb.WriteOptions;
import persistencebench.harness.durability.Durability;

/**
 * How a LevelDB writer honours the run's durability class: every write but the last is asynchronous (LevelDB's
 * default: handed to the OS); the last is synchronous under {@link Durability#DISK} only. iq80's log on 64-bit JVMs is
 * memory-mapped in 1 MiB windows and a sync forces only the current window, so under {@code disk} the loader's forcing
 * of every file is what completes it; table files iq80 forces whenever it writes one, in both classes.
 */
final class LevelDbDurability {

    private LevelDbDurability() {
    }

    /**
     * The options of a writer's last write and of every single operation's write: {@code sync} exactly when the durability
     * class asks for the disk.
     */
    static WriteOptions lastWrite(Durability durability) {
        return new WriteOptions().sync(durability.forcesFiles());
    }
}
