package persistencebench.harness.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mariadb.jdbc.Configuration;

/** The limits as the drivers themselves read them from the URL, in their own units. */
class DriverTimeoutsTest {

    @Test
    void pgJdbcWaitsAnHourForAnAnswerAndHalfAMinuteToConnectInSeconds() {
        Properties parsed = org.postgresql.Driver.parseURL(DriverTimeouts.onUrl("jdbc:postgresql://localhost:5432/taxi"), null);
        assertThat(parsed).containsEntry("socketTimeout", "3600").containsEntry("connectTimeout", "30").containsEntry("loginTimeout", "30");
    }

    @Test
    void connectorJWaitsAnHourForAnAnswerAndHalfAMinuteToConnectInMilliseconds() throws Exception {
        Configuration parsed = Configuration.parse(DriverTimeouts.onUrl("jdbc:mariadb://127.0.0.1:3306/taxi"));
        assertThat(parsed.socketTimeout()).isEqualTo(3_600_000);
        assertThat(parsed.connectTimeout()).isEqualTo(30_000);
    }

    @Test
    void aLimitTheUrlSetsItselfIsKeptAndItsOtherParametersToo() {
        String url = DriverTimeouts.onUrl("jdbc:postgresql://db:5432/taxi?ssl=false&socketTimeout=7");
        assertThat(url).isEqualTo("jdbc:postgresql://db:5432/taxi?ssl=false&socketTimeout=7&connectTimeout=30&loginTimeout=30");
    }

    @Test
    void fileDatabasesInTheJvmHaveNoSocketToLimit() {
        assertThat(DriverTimeouts.onUrl("jdbc:h2:/data/h2/taxi")).isEqualTo("jdbc:h2:/data/h2/taxi");
    }
}
