package persistencebench.harness.db.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;

/** A TCP port of this machine that nothing listens on, for a server the run starts, or a test's server that never answers. */
public final class FreePort {

    private FreePort() {
    }

    /** A port the operating system just handed out and took back: free unless another program takes it first. */
    public static int pick() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
