package persistencebench.harness.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;

/** A loopback port nothing listens on (one just released), for tests of a server that does not answer. */
public final class ClosedPort {

    private ClosedPort() {
    }

    public static int find() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
