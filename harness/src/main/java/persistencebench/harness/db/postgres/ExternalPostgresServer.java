package persistencebench.harness.db.postgres;

import persistencebench.harness.cli.Credentials;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.UserRunServer;

/** A PostgreSQL server the user runs ({@code -Djdbc.url=...}); connectivity is checked when it is opened. */
final class ExternalPostgresServer extends AbstractPostgresServer implements UserRunServer {
    /** {@code DROP DATABASE ... WITH (FORCE)}, which the read case uses, came with PostgreSQL 13. */
    static final int OLDEST_MAJOR_VERSION = 13;
    private static final Pattern URL = Pattern.compile("(jdbc:postgresql://[^/?]+)(?:/([^?]*))?(\\?.*)?");

    private final String prefix;
    private final String query;
    private final String user;
    private final String password;

    private ExternalPostgresServer(String prefix, String query, String user, String password) {
        this.prefix = prefix;
        this.query = query;
        this.user = user;
        this.password = password;
    }

    /** Parses the URL and connects once, turning every failure into one clear line. */
    static ExternalPostgresServer open(String url, String user, String password) {
        Matcher m = URL.matcher(url);
        if (!m.matches()) {
            throw new DatabaseUnavailableException("invalid -Djdbc.url=" + Credentials.mask(url)
                    + ": expected jdbc:postgresql://host[:port]/database, e.g. jdbc:postgresql://localhost:5432/postgres", null);
        }
        ExternalPostgresServer server = new ExternalPostgresServer(m.group(1), m.group(3) == null ? "" : m.group(3), user, password);
        String database = m.group(2) == null || m.group(2).isEmpty() ? MAINTENANCE_DATABASE : m.group(2);
        server.checkConnection(database);
        return server;
    }

    /** Connects once to prove the server is reachable, lets us in and is new enough. */
    private void checkConnection(String database) {
        Properties props = new Properties();
        props.setProperty("user", user);
        props.setProperty("password", password);
        props.setProperty("connectTimeout", "5");
        props.setProperty("loginTimeout", "10");
        String url = jdbcUrl(database);
        int major;
        try (Connection connection = DriverManager.getConnection(url, props)) {
            major = connection.getMetaData().getDatabaseMajorVersion();
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot connect to PostgreSQL at " + Credentials.mask(url) + " as user \"" + user + "\": "
                    + Credentials.scrubbed(UserRunServer.firstLine(e.getMessage()), user, password) + ". " + hint(e.getSQLState()), e);
        }
        if (major < OLDEST_MAJOR_VERSION) {
            throw new DatabaseUnavailableException("the PostgreSQL server at " + Credentials.mask(url) + " is version " + major
                    + "; the benchmark needs " + OLDEST_MAJOR_VERSION + " or newer (it drops its databases WITH (FORCE)):"
                    + " upgrade it, or omit -Djdbc.url to use the embedded PostgreSQL.", null);
        }
    }

    private static String hint(String sqlState) {
        if (sqlState != null && sqlState.startsWith("28")) {
            return "Check -Djdbc.user and -Djdbc.password.";
        }
        if ("3D000".equals(sqlState)) {
            return "Create the database or name an existing one in -Djdbc.url.";
        }
        return "Check that the server is running and accepts TCP connections at that host and port,"
                + " or omit -Djdbc.url to use the embedded PostgreSQL.";
    }

    @Override
    public String jdbcUrl(String database) {
        return prefix + "/" + database + query;
    }

    @Override
    public String user() {
        return user;
    }

    @Override
    public String password() {
        return password;
    }

    @Override
    public String description() {
        return "external PostgreSQL at " + Credentials.mask(prefix).substring("jdbc:postgresql://".length());
    }

    /** The base class's profiles are what it would start with; a server the user runs has only its settings as found. */
    @Override
    public Map<String, Map<String, String>> profiles() {
        return UserRunServer.super.profiles();
    }

    @Override
    public void close() {
        closePools();
    }
}
