package persistencebench.harness.measure;

import persistencebench.harness.cli.Credentials;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * The one line a failed cell records for an exception. Storages wrap the error that matters: MicroStream and
 * EclipseStore report a full disk as {@code PersistenceExceptionTransfer}, whose own text does not say "No space left
 * on device"; only the deepest cause does. So the line names both: the top exception says where, the root cause what.
 * A secret a driver echoes, alone or in a connection string, is recorded {@linkplain Credentials#scrub hidden}.
 */
public final class FailureText {

    private FailureText() {
    }

    /**
     * {@code e}'s class and message, followed by its deepest cause's where it has a cause its own text does not already
     * include, e.g. {@code one.microstream.exceptions.PersistenceExceptionTransfer (root cause: java.io.IOException: No
     * space left on device)}.
     */
    public static String of(Throwable e) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Throwable root = e;
        while (root.getCause() != null && seen.add(root)) {
            root = root.getCause();
        }
        String top = e.toString();
        return Credentials.scrub(root == e || top.contains(root.toString()) ? top : top + " (root cause: " + root + ")");
    }
}
