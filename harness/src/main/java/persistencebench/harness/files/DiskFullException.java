package persistencebench.harness.files;

import java.io.IOException;

/**
 * A write that does not fit on its file system, refused before it began or stopped when the disk filled; its message is
 * one line naming the place and the space ({@link DiskSpace}), to which a program adds the setting that fixes it.
 */
public final class DiskFullException extends IOException {
    private static final long serialVersionUID = 1L;

    DiskFullException(String message) {
        super(message);
    }

    DiskFullException(String message, IOException cause) {
        super(message, cause);
    }
}
