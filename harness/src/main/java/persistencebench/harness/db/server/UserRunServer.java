package persistencebench.harness.db.server;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import persistencebench.harness.cli.Credentials;
import persistencebench.harness.db.DatabaseUnavailableException;

/**
 * A server the user runs, named by the engine's URL setting ({@code -Djdbc.url}, {@code -Dmariadb.url}): the benchmark
 * cannot configure, restart or watch it, so every profile runs on its settings as found, cold samples get only a fresh
 * JVM and fresh connections, and its CPU (perhaps on another machine) is not counted. It is connected to once when
 * opened, so that a typo or a server that is down is one clear line before anything runs.
 */
public final class UserRunServer implements ServerProvider {
    private final Kind kind;
    private final String prefix;
    private final String query;
    private final Login login;

    /**
     * What differs between the engines' servers a user runs: how the URL reads, how the first connection is tried and
     * what its failure asks the user to fix.
     *
     * @param server          the engine as messages name it, e.g. {@code PostgreSQL}
     * @param urlSetting      the setting that names the server, e.g. {@code -Djdbc.url}
     * @param scheme          how the URL starts, e.g. {@code jdbc:postgresql://}
     * @param expectedUrl     what a valid URL looks like, with an example
     * @param defaultDatabase the database the first connection opens when the URL names none
     * @param checkLimits     the driver's properties that keep the first connection short
     * @param hint            what to fix for a refusal the engine recognises (a wrong login, a missing database); empty
     *                        for a server that does not answer
     * @param check           what the first connection must also show, e.g. a version new enough
     */
    public record Kind(String server, String urlSetting, String scheme, String expectedUrl, String defaultDatabase,
                       Map<String, String> checkLimits, Function<SQLException, Optional<String>> hint, FirstConnection check) {
    }

    /** A check of the server on the first connection. */
    @FunctionalInterface
    public interface FirstConnection {
        /**
         * @param url the connection's URL, masked for messages
         * @throws DatabaseUnavailableException with one line when the server cannot serve the benchmark
         */
        void check(Connection connection, String url) throws SQLException;
    }

    private UserRunServer(Kind kind, String prefix, String query, Login login) {
        this.kind = kind;
        this.prefix = prefix;
        this.query = query;
        this.login = login;
    }

    /**
     * Parses the URL and connects once.
     *
     * @throws DatabaseUnavailableException with one line saying what is wrong and what to fix, credentials masked
     */
    public static UserRunServer open(Kind kind, String url, String user, String password) {
        Matcher m = Pattern.compile("(" + Pattern.quote(kind.scheme()) + "[^/?]+)(?:/([^?]*))?(\\?.*)?").matcher(url);
        if (!m.matches()) {
            throw new DatabaseUnavailableException("invalid " + kind.urlSetting() + "=" + Credentials.mask(url) + ": expected "
                    + kind.expectedUrl(), null);
        }
        Credentials.rememberPassword(user, password);
        UserRunServer server = new UserRunServer(kind, m.group(1), m.group(3) == null ? "" : m.group(3), new Login(user, password));
        server.checkConnection(m.group(2) == null || m.group(2).isEmpty() ? kind.defaultDatabase() : m.group(2));
        return server;
    }

    /** Connects once to prove the server is reachable, lets us in and passes the engine's check. */
    private void checkConnection(String database) {
        Properties props = new Properties();
        props.setProperty("user", login.user());
        props.setProperty("password", login.password());
        kind.checkLimits().forEach(props::setProperty);
        String url = jdbcUrl(database);
        try (Connection connection = DriverManager.getConnection(url, props)) {
            kind.check().check(connection, Credentials.mask(url));
        } catch (SQLException e) {
            String refusal = Credentials.scrub(DatabaseUnavailableException.firstLine(e.getMessage()));
            String fix = kind.hint().apply(e).orElse("Check that the server is running and accepts TCP connections at that host and"
                    + " port, or omit " + kind.urlSetting() + " to use the embedded " + kind.server() + ".");
            throw new DatabaseUnavailableException("cannot connect to " + kind.server() + " at " + Credentials.mask(url) + " as user \""
                    + login.user() + "\": " + refusal + ". " + fix, e);
        }
    }

    @Override
    public String jdbcUrl(String database) {
        return prefix + "/" + database + query;
    }

    @Override
    public Login login() {
        return login;
    }

    @Override
    public String description() {
        return "external " + kind.server() + " at " + Credentials.mask(prefix).substring(kind.scheme().length());
    }
}
