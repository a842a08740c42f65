package persistencebench.read.hibernate;

import org.hibernate.community.dialect.SQLiteDialect;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.hibernate.query.common.TemporalUnit;

/**
 * Hibernate's community SQLite dialect with one outright bug fixed: it renders {@code EXTRACT(YEAR FROM x)} as
 * {@code strftime('%Y', x)}, a text that never equals the integer the query binds (SQLite compares a text and an
 * integer without converting either), so the study's {@code EXTRACT(YEAR FROM p.timestamp) = :year} finds nothing.
 * Here the year is cast to an integer, as jOOQ renders it for SQLite (jOOQ issue 11299). Every other unit is the
 * community dialect's.
 */
public final class SqliteExtractFixDialect extends SQLiteDialect {

    /** Used by Hibernate when the setting names this class: the version comes from the connection's metadata. */
    public SqliteExtractFixDialect(DialectResolutionInfo info) {
        super(info);
    }

    @Override
    public String extractPattern(TemporalUnit unit) {
        return unit == TemporalUnit.YEAR ? "cast(strftime('%Y',?2) as integer)" : super.extractPattern(unit);
    }
}
