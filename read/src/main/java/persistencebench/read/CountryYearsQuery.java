package persistencebench.read;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import javax.sql.DataSource;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.model.bookstore.query.CountryYears;

/**
 * Reads, once per run and outside any measurement, which years have purchases in each country's shops: the data
 * {@link persistencebench.model.bookstore.query.QueryParameters#choose} draws the run's parameters from. Every store
 * holds the same dataset, so asking PostgreSQL answers for all of them.
 */
final class CountryYearsQuery {
    private static final String SQL = """
            SELECT co.id, co.name, CAST(EXTRACT(YEAR FROM p.time_stamp) AS integer) AS year
              FROM purchase p
              JOIN shop s ON s.id = p.shop_id
              JOIN address a ON a.id = s.address_id
              JOIN city ci ON ci.id = a.city_id
              JOIN state st ON st.id = ci.state_id
              JOIN country co ON co.id = st.country_id
             GROUP BY co.id, co.name, year
             ORDER BY co.id, year""";

    private CountryYearsQuery() {
    }

    static List<CountryYears> read(DataSource dataSource, String database) {
        Map<Long, String> names = new LinkedHashMap<>();
        Map<Long, TreeSet<Integer>> years = new LinkedHashMap<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(SQL);
             ResultSet rs = statement.executeQuery()) {
            while (rs.next()) {
                long id = rs.getLong(1);
                names.put(id, rs.getString(2));
                years.computeIfAbsent(id, k -> new TreeSet<>()).add(rs.getInt(3));
            }
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot read the years with purchases per country from database " + database
                    + ": " + e.getMessage(), e);
        }
        List<CountryYears> countries = new ArrayList<>();
        names.forEach((id, name) -> countries.add(new CountryYears(id, name, years.get(id))));
        return countries;
    }
}
