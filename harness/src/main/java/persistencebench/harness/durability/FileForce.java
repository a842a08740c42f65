package persistencebench.harness.durability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * Puts a store's files on disk. MicroStream 08.01 and EclipseStore 2.1 never call {@link FileChannel#force} in their
 * file handlers, so under {@link Durability#DISK} their loaders and single operations call this. The order is the
 * one recovery needs: data files before the log files that point into them (a log entry must never reach the disk
 * before its data), and a directory after the files in it (its entry for a new file must not name data that is not
 * on disk); deepest directories first.
 */
public final class FileForce {

    private FileForce() {
    }

    /** What {@link #forceChanged} forced, in order, and the state of the tree it made durable. */
    public record Forced(List<Path> files, List<Path> directories, TreeState state) {
    }

    /**
     * Forces every file and directory under {@code root}, {@code root} itself and its parent directory (whose entry
     * for {@code root} a fresh storage directory created), with {@code force(true)}; returns the state it forced. A
     * file removed between the listing and its force is skipped: a running store's housekeeping deletes the files it
     * dissolved, and the force of their directory makes the removal durable.
     *
     * @param log which files are logs that point into the others, forced after them
     */
    public static TreeState forceTree(Path root, Predicate<Path> log) {
        TreeState state = TreeState.of(root);
        logsLast(state.files().keySet(), log).forEach(file -> forceIfPresent(file, true));
        List<Path> directories = new ArrayList<>(state.directories().keySet());
        Path parent = root.toAbsolutePath().getParent();
        if (parent != null) {
            directories.add(parent);
        }
        deepestFirst(directories).forEach(FileForce::forceDirectory);
        return state;
    }

    /**
     * Forces only what changed under {@code root} since {@code forced} (what an earlier force made durable): the files
     * that are new or changed in size or time, logs last, then the directories whose entries changed, never the parent
     * of {@code root}. Files are forced with {@code force(false)}, on Linux {@code fdatasync}, which writes a file's
     * data and the metadata needed to read it back, its size included (so an append is durable), and skips only
     * timestamps. A store's housekeeping may write while this runs (create a file after the listing, delete one whose
     * removal the directory force then makes durable), so the tree is listed again after each round and another round
     * forces whatever changed meanwhile, until a listing finds the tree as forced.
     *
     * @param log which files are logs that point into the others, forced after them
     */
    public static Forced forceChanged(Path root, TreeState forced, Predicate<Path> log) {
        List<Path> files = new ArrayList<>();
        List<Path> directories = new ArrayList<>();
        TreeState before = forced;
        TreeState now = TreeState.of(root);
        while (!now.equals(before)) {
            List<Path> changedFiles = logsLast(now.filesChangedSince(before), log);
            changedFiles.forEach(file -> forceIfPresent(file, false));
            List<Path> changedDirectories = deepestFirst(now.directoriesChangedSince(before));
            changedDirectories.forEach(FileForce::forceDirectory);
            files.addAll(changedFiles);
            directories.addAll(changedDirectories);
            before = now;
            now = TreeState.of(root);
        }
        return new Forced(files, directories, now);
    }

    /** Forces a listed file, or nothing when it is gone; {@code metadata} false forces only what reading it back needs. */
    static void forceIfPresent(Path file, boolean metadata) {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.force(metadata);
        } catch (NoSuchFileException e) {
            // deleted since the listing: nothing of it left to force
        } catch (IOException e) {
            throw new UncheckedIOException("cannot force " + file + " to disk", e);
        }
    }

    private static void forceDirectory(Path directory) {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot force " + directory + " to disk", e);
        }
    }

    private static List<Path> logsLast(Collection<Path> files, Predicate<Path> log) {
        List<Path> ordered = new ArrayList<>(files);
        ordered.sort(Comparator.comparing(log::test));
        return ordered;
    }

    private static List<Path> deepestFirst(Collection<Path> directories) {
        List<Path> ordered = new ArrayList<>(directories);
        ordered.sort(Comparator.comparingInt(Path::getNameCount).reversed());
        return ordered;
    }
}
