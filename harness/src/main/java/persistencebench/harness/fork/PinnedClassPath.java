package persistencebench.harness.fork;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The class path every fork of this JVM starts with, fixed when the program starts, so that a build during a long run
 * (an edit compiled, another checkout installed into the shared local repository) cannot change the code a later fork
 * runs ({@code docs/running.md}, "Results and interrupted runs").
 * <p>
 * Build output can be replaced at any time: class folders, {@code -SNAPSHOT} jars and anything inside a {@code target}
 * folder are copied into a folder of this JVM's own under the temporary directory, and every class they hold is loaded
 * into this JVM at once, so the program itself never loads a class of a newer build either. A released artifact in a
 * Maven repository never changes and is used where it is. A fork receives the pinned path with {@value #PINNED_PROPERTY}
 * set, and a fork that forks again (a scaling step) passes the same path on. The folder is removed after this JVM's
 * forks are stopped at its end; one left by a JVM that was killed (whose lock on the folder the OS released) is removed
 * by the next program that pins.
 */
public final class PinnedClassPath {
    /** Set in a fork whose class path is already pinned by its parent. */
    static final String PINNED_PROPERTY = "fork.classPathPinned";
    private static final String FOLDER_PREFIX = "persistencebench-classpath-";

    /** The lock file in a pinned folder that its JVM holds while it lives (the OS releases it when the JVM is gone). */
    private static final String OWNER_LOCK = ".owner.lock";
    /** A folder younger than this is never swept: its JVM may not hold its lock yet. */
    private static final Duration SWEEP_AGE = Duration.ofMinutes(1);

    private static String pinned;
    /** Held for this JVM's life: the locks that tell other JVMs its folders are in use. */
    private static final List<FileChannel> OWNER_LOCKS = new ArrayList<>();

    private PinnedClassPath() {
    }

    /**
     * Runs a program's {@code main} from its pinned class path: the first call copies the build output and calls
     * {@code program}'s {@code main} again with {@code args}, in a class loader over the copy alone (the JDK's classes
     * beside it), so the program itself, its classes and its resources, runs from the copy too; that call, and a call in a
     * fork, runs {@code body}.
     */
    public static void runPinned(Class<?> program, String[] args, Runnable body) {
        if (pinnedByParent() || inPinnedLoader()) {
            body.run();
            return;
        }
        String path;
        synchronized (PinnedClassPath.class) {
            path = copy(false);
        }
        URL[] urls = Arrays.stream(path.split(File.pathSeparator)).map(PinnedClassPath::toUrl).toArray(URL[]::new);
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        PinnedLoader loader = new PinnedLoader(urls);
        thread.setContextClassLoader(loader);
        try {
            loader.loadClass(program.getName()).getMethod("main", String[].class).invoke(null, (Object) args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(program.getName() + ".main failed", e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot run " + program.getName() + " from its pinned class path " + path, e);
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /** Pins this JVM's class path on the first call; returns the pinned path on every call. */
    public static synchronized String pin() {
        if (pinned == null) {
            if (pinnedByParent()) {
                pinned = System.getProperty("java.class.path");
            } else if (inPinnedLoader()) {
                pinned = fromLoader();
            } else {
                pinned = copy(true);
            }
        }
        return pinned;
    }

    /** A fork: its parent started it on the parent's pinned path. */
    private static boolean pinnedByParent() {
        return Boolean.getBoolean(PINNED_PROPERTY) && System.getProperty(ParentWatch.PARENT_PROPERTY) != null;
    }

    /** This class, and so the program, was loaded from a pinned copy by {@link #runPinned}. */
    private static boolean inPinnedLoader() {
        return PinnedClassPath.class.getClassLoader().getClass().getName().equals(PinnedLoader.class.getName());
    }

    /** The pinned path {@link #runPinned} loaded this program from; its folder is removed after the program's forks stop. */
    private static String fromLoader() {
        List<Path> entries = entries(PinnedClassPath.class.getClassLoader());
        entries.stream().map(Path::getParent).filter(parent -> parent != null && parent.getFileName() != null
                        && parent.getFileName().toString().startsWith(FOLDER_PREFIX)).findFirst()
                .ifPresent(folder -> LiveForks.afterStopping(() -> deleteTree(folder)));
        return entries.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }

    /**
     * Copies the build output into a folder of this JVM's own and returns the class path over the copies. With
     * {@code here}, the copy serves this JVM's own forks: it is removed after they stop, and every class of it is loaded
     * now, so this JVM never loads a class of a newer build either; without, {@link #runPinned} runs the program from it.
     */
    private static String copy(boolean here) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        try {
            Path temp = Paths.get(System.getProperty("java.io.tmpdir"));
            removeFoldersOfEndedJvms(temp);
            Path folder = Files.createTempDirectory(temp, FOLDER_PREFIX + ProcessHandle.current().pid() + "-");
            FileChannel ownerLock = FileChannel.open(folder.resolve(OWNER_LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            ownerLock.lock();
            OWNER_LOCKS.add(ownerLock);
            if (here) {
                LiveForks.afterStopping(() -> deleteTree(folder));
            }
            List<String> entries = new ArrayList<>();
            List<Path> entryPaths = entries(loader);
            for (int i = 0; i < entryPaths.size(); i++) {
                Path entry = entryPaths.get(i);
                if (Files.exists(entry) && isBuildOutput(entry)) {
                    Path copy = folder.resolve(i + "-" + entry.getFileName());
                    copyTree(entry, copy);
                    if (here) {
                        loadEveryClass(copy, loader);
                    }
                    entries.add(copy.toString());
                } else {
                    entries.add(entry.toString());
                }
            }
            return String.join(File.pathSeparator, entries);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy the class path for this run's forks into "
                    + System.getProperty("java.io.tmpdir") + " (free space there, or set -Djava.io.tmpdir)", e);
        }
    }

    /** The class loader {@link #runPinned} runs a program in: the pinned copy alone, over the JDK's own classes. */
    private static final class PinnedLoader extends URLClassLoader {
        static {
            registerAsParallelCapable();
        }

        PinnedLoader(URL[] urls) {
            super("pinned", urls, ClassLoader.getPlatformClassLoader());
        }
    }

    /**
     * The project's class path. Under {@code mvn exec:java} it is the plugin's class loader's URLs (java.class.path is
     * Maven's own there); otherwise {@code java.class.path}.
     */
    private static List<Path> entries(ClassLoader loader) {
        if (loader instanceof URLClassLoader urls && urls.getURLs().length > 0) {
            return Arrays.stream(urls.getURLs()).map(PinnedClassPath::toPath).collect(Collectors.toList());
        }
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty()).map(Paths::get).collect(Collectors.toList());
    }

    /** A class folder, a snapshot, or anything a build wrote into a {@code target} folder; not a released artifact. */
    static boolean isBuildOutput(Path entry) {
        if (Files.isDirectory(entry)) {
            return true;
        }
        for (Path part : entry.toAbsolutePath()) {
            String name = part.toString();
            if (name.equals("target") || name.contains("-SNAPSHOT")) {
                return true;
            }
        }
        return false;
    }

    static void copyTree(Path source, Path target) throws IOException {
        if (!Files.isDirectory(source)) {
            Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
            return;
        }
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path to = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(file, to, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    /**
     * Loads, without initialising, every class of a copied entry through this JVM's own loader (which still reads the
     * original): a class that cannot be loaded now is left to fail where it is used, as it would have.
     */
    private static void loadEveryClass(Path copy, ClassLoader loader) throws IOException {
        for (String name : classNames(copy)) {
            try {
                Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                // not loadable from the original either (an optional dependency absent); its user reports that
            }
        }
    }

    private static List<String> classNames(Path entry) throws IOException {
        List<String> resources = new ArrayList<>();
        if (Files.isDirectory(entry)) {
            try (Stream<Path> files = Files.walk(entry)) {
                files.filter(Files::isRegularFile).map(file -> entry.relativize(file).toString().replace(File.separatorChar, '/'))
                        .forEach(resources::add);
            }
        } else {
            try (JarFile jar = new JarFile(entry.toFile())) {
                jar.stream().map(JarEntry::getName).forEach(resources::add);
            }
        }
        return resources.stream()
                .filter(name -> name.endsWith(".class") && !name.startsWith("META-INF/") && !name.endsWith("module-info.class")
                        && !name.endsWith("package-info.class"))
                .map(name -> name.substring(0, name.length() - ".class".length()).replace('/', '.'))
                .collect(Collectors.toList());
    }

    /**
     * Removes the pinned folders whose JVM is gone (killed, so it could not remove its own): those whose owner lock can be
     * taken. A lock, unlike a process id, means the same to JVMs in other process namespaces that share the directory.
     */
    private static void removeFoldersOfEndedJvms(Path temp) throws IOException {
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(temp, FOLDER_PREFIX + "*")) {
            for (Path folder : folders) {
                Path lockFile = folder.resolve(OWNER_LOCK);
                if (!Files.isRegularFile(lockFile) || Files.getLastModifiedTime(folder).toInstant().isAfter(Instant.now().minus(SWEEP_AGE))) {
                    continue;
                }
                try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE); FileLock lock = channel.tryLock()) {
                    if (lock != null) {
                        deleteTree(folder);
                    }
                } catch (IOException | OverlappingFileLockException e) {
                    // in use by this JVM, or removed meanwhile: not ours to sweep
                }
            }
        }
    }

    private static void deleteTree(Path folder) {
        try {
            Files.walkFileTree(folder, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path directory, IOException e) throws IOException {
                    Files.deleteIfExists(directory);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // another JVM's folder removed meanwhile, or a file held open: the next program that pins tries again
        }
    }

    private static URL toUrl(String entry) {
        try {
            return Paths.get(entry).toUri().toURL();
        } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException("unexpected classpath entry " + entry, e);
        }
    }

    private static Path toPath(URL url) {
        try {
            return Paths.get(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("unexpected classpath entry " + url, e);
        }
    }
}
