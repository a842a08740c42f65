package persistencebench.harness.db.mariadb;

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

/** A MariaDB server the user runs ({@code -Dmariadb.url=...}); connectivity is checked when it is opened. */
final class ExternalMariaDbServer extends AbstractMariaDbServer implements UserRunServer {
    private static final Pattern URL = Pattern.compile("(jdbc:mariadb://[^/?]+)(?:/([^?]*))?(\\?.*)?");
    private static final String PREFIX = "jdbc:mariadb://";

    private final String prefix;
    private final String query;
    private final String user;
    private final String password;

    private ExternalMariaDbServer(String prefix, String query, String user, String password) {
        this.prefix = prefix;
        this.query = query;
        this.user = user;
        this.password = password;
    }

    /** Parses the URL and connects once, turning every failure into one clear line. */
    static ExternalMariaDbServer open(String url, String user, String password) {
        Matcher m = URL.matcher(url);
        if (!m.matches()) {
            throw new DatabaseUnavailableException("invalid -Dmariadb.url=" + Credentials.mask(url)
                    + ": expected jdbc:mariadb://host[:port]/[database], e.g. jdbc:mariadb://localhost:3306/", null);
        }
        ExternalMariaDbServer server = new ExternalMariaDbServer(m.group(1), m.group(3) == null ? "" : m.group(3), user, password);
        server.checkConnection(m.group(2) == null ? "" : m.group(2));
        return server;
    }

    @SuppressWarnings("try") // the connection is opened only to prove the server is reachable
    private void checkConnection(String database) {
        Properties props = new Properties();
        props.setProperty("user", user);
        props.setProperty("password", password);
        props.setProperty("connectTimeout", "5000");
        String url = jdbcUrl(database);
        try (Connection ignored = DriverManager.getConnection(url, props)) {
            // reachable and authenticated
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot connect to MariaDB at " + Credentials.mask(url) + " as user \"" + user + "\": "
                    + Credentials.scrubbed(UserRunServer.firstLine(e.getMessage()), user, password) + ". " + hint(e.getErrorCode()), e);
        }
    }

    /** MariaDB's error codes: 1045 access denied, 1049 unknown database. */
    private static String hint(int errorCode) {
        return switch (errorCode) {
            case 1045 -> "Check -Dmariadb.user and -Dmariadb.password.";
            case 1049 -> "Create the database or leave it out of -Dmariadb.url (jdbc:mariadb://host:port/).";
            default -> "Check that the server is running and accepts TCP connections at that host and port,"
                    + " or omit -Dmariadb.url to use the embedded MariaDB.";
        };
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
        return "external MariaDB at " + Credentials.mask(prefix).substring(PREFIX.length());
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
