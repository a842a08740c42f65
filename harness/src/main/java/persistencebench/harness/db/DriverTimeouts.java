package persistencebench.harness.db;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Network time limits on the URLs of the servers reached over a socket (PostgreSQL, MariaDB), so a server that stops
 * answering fails the statement waiting for it instead of blocking its caller forever: pgJDBC and Connector/J wait
 * without limit by default, and the run's own JVM, which checkpoints between forks, has no time limit of its own. The
 * socket limit is far above the longest legitimate wait, a full-scale bulk load or a checkpoint of a few minutes. A
 * limit the URL already sets (an external server's) is kept.
 */
public final class DriverTimeouts {
    /** Connecting, and for PostgreSQL logging in. */
    public static final Duration CONNECT = Duration.ofSeconds(30);
    /** The longest a statement may wait for the server's next byte. */
    public static final Duration SOCKET = Duration.ofHours(1);

    private DriverTimeouts() {
    }

    /**
     * {@code url} with the limits of the driver it names added: pgJDBC ({@code jdbc:postgresql:}) counts seconds,
     * Connector/J ({@code jdbc:mariadb:}) milliseconds; the URL of an in-process engine (H2, SQLite) has no socket and is
     * returned as it is.
     */
    public static String onUrl(String url) {
        if (url.startsWith("jdbc:postgresql:")) {
            return withParameters(url, "connectTimeout=" + CONNECT.toSeconds(), "loginTimeout=" + CONNECT.toSeconds(),
                    "socketTimeout=" + SOCKET.toSeconds());
        }
        if (url.startsWith("jdbc:mariadb:")) {
            return withParameters(url, "connectTimeout=" + CONNECT.toMillis(), "socketTimeout=" + SOCKET.toMillis());
        }
        return url;
    }

    private static String withParameters(String url, String... parameters) {
        StringBuilder result = new StringBuilder(url);
        for (String parameter : parameters) {
            String name = parameter.substring(0, parameter.indexOf('='));
            if (!Pattern.compile("[?&]" + Pattern.quote(name.toLowerCase(Locale.ROOT)) + "=").matcher(url.toLowerCase(Locale.ROOT)).find()) {
                result.append(result.indexOf("?") < 0 ? '?' : '&').append(parameter);
            }
        }
        return result.toString();
    }
}
