/**
 * The Hibernate read backend ({@link persistencebench.read.hibernate.HibernateReadBackend}): the model mapped by
 * {@code orm.xml} (the study's fetch types in {@code paper-orm.xml}, all LAZY in {@code tuned-orm.xml}), one
 * session and transaction per sample, statistics switched on only for the untimed statement-counting pass; the
 * settings an engine needs beyond Hibernate's detection in {@link persistencebench.read.hibernate.EngineSettings}
 * (SQLite: the community dialect with its year extract fixed). May use Hibernate (its community dialects included),
 * HikariCP, {@code model.*}, {@code harness.db}, {@code harness.backend}, the dataset's databases ({@code
 * generator.bookstore.database}), the read plug-in API {@code read.plugin} and the shared verification-pass helpers
 * of {@code read.sql}.
 */
package persistencebench.read.hibernate;
