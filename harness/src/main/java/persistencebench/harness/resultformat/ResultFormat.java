package persistencebench.harness.resultformat;

/**
 * The version of the result-file format, written as {@link TopField#FORMAT_VERSION} at the top of every file. It goes up
 * when a reader of the previous version would misread a file of the new one (a field changes its meaning or a reader
 * must rely on a new one), not when a field is added that old readers may ignore.
 */
public final class ResultFormat {

    /**
     * The format this checkout writes. 2: every cell has an {@link CellField#ID id}, and {@code sanityPairs} name cells
     * by it (with {@code forks} for two forks of one cell) instead of by their display label.
     */
    public static final int VERSION = 2;

    /**
     * The format of a file without {@link TopField#FORMAT_VERSION}: every file written before the field existed, whose
     * cells have no id and whose {@code sanityPairs} name cells by their display label.
     */
    public static final int UNVERSIONED = 1;

    private ResultFormat() {
    }
}
