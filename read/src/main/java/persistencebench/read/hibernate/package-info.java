/**
 * The Hibernate read backend ({@link persistencebench.read.hibernate.HibernateReadBackend}): the model mapped by
 * {@code orm.xml} (the study's fetch types in {@code paper-orm.xml}, all LAZY in {@code tuned-orm.xml}), one session
 * and transaction per sample, statistics switched on only for the untimed statement-counting pass; the settings an
 * engine needs beyond Hibernate's detection in {@link persistencebench.read.hibernate.EngineSettings} (SQLite: the
 * community dialect with its year extract fixed). May use Hibernate (its community dialects included), HikariCP, the model, the harness's {@code db}/{@code backend} packages, the read plug-in API and the shared
 * verification-pass helpers of {@code persistencebench.read.sql}.
 */
package persistencebench.read.hibernate;
