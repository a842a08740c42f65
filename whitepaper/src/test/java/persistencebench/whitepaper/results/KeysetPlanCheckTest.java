package persistencebench.whitepaper.results;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What deep keyset plans show, on excerpts of the plans a small read run recorded (419 customers, the page after id 300):
 * PostgreSQL and MariaDB sorted there, H2 and SQLite sought the primary key in order.
 */
class KeysetPlanCheckTest {

    @Test
    void postgresqlSeeksWithAnIndexConditionOnIdAndSortsWithASortNode() {
        assertThat(KeysetPlanCheck.of("postgresql", List.of("""
                Limit  (cost=0.28..21.05 rows=100 width=115) (actual time=0.030..0.210 rows=100 loops=1)
                  ->  Nested Loop  (cost=0.28..1110.81 rows=5348 width=115)
                        ->  Index Scan using customer_pkey on customer c1_0  (cost=0.28..180.12 rows=548 width=29)
                              Index Cond: (id > '4800'::bigint)"""))).isEqualTo(KeysetPlanCheck.Verdict.SEEKS);
        assertThat(KeysetPlanCheck.of("postgresql", List.of("""
                Limit  (cost=32.42..32.67 rows=100 width=115) (actual time=0.462..0.479 rows=100 loops=1)
                  ->  Sort  (cost=32.42..32.72 rows=118 width=115) (actual time=0.460..0.469 rows=100 loops=1)
                        Sort Key: c.id
                        ->  Hash Join  (cost=14.04..28.36 rows=118 width=115) (actual time=0.259..0.343 rows=119 loops=1)
                                          ->  Seq Scan on customer c  (cost=0.00..9.24 rows=118 width=29)
                                                Filter: (id > '300'::bigint)"""))).isEqualTo(KeysetPlanCheck.Verdict.SORTS);
    }

    @Test
    void h2SeeksItsPrimaryKeyAndSaysWhenTheIndexDeliversTheOrder() {
        String seek = """
                FROM "PUBLIC"."CUSTOMER" "C1_0"
                    /* PUBLIC.PRIMARY_KEY_5: ID > ?1 */
                    /* scanCount: 101 */
                INNER JOIN "PUBLIC"."ADDRESS" "A1_0"
                    /* PUBLIC.PRIMARY_KEY_E: ID = C1_0.ADDRESS_ID */
                ORDER BY 1
                FETCH FIRST ?2 ROWS ONLY""";
        assertThat(KeysetPlanCheck.of("h2", List.of(seek + "\n/* index sorted */"))).isEqualTo(KeysetPlanCheck.Verdict.SEEKS);
        assertThat(KeysetPlanCheck.of("h2", List.of(seek))).isEqualTo(KeysetPlanCheck.Verdict.SORTS);
    }

    @Test
    void sqliteSearchesTheRowidByARange() {
        assertThat(KeysetPlanCheck.of("sqlite", List.of("SEARCH c USING INTEGER PRIMARY KEY (rowid>?)\n"
                + "SEARCH a USING INTEGER PRIMARY KEY (rowid=?)"))).isEqualTo(KeysetPlanCheck.Verdict.SEEKS);
        assertThat(KeysetPlanCheck.of("sqlite", List.of("SCAN c\nUSE TEMP B-TREE FOR ORDER BY"))).isEqualTo(KeysetPlanCheck.Verdict.SORTS);
        assertThat(KeysetPlanCheck.of("sqlite", List.of("SCAN c\nSEARCH a USING INTEGER PRIMARY KEY (rowid=?)")))
                .isEqualTo(KeysetPlanCheck.Verdict.NO_SEEK);
    }

    @Test
    void mariadbRangesOnPrimaryAndAFilesortOverTheJoinSorts() {
        String range = """
                            "table": {
                              "table_name": "c1_0",
                              "access_type": "range",
                              "possible_keys": ["PRIMARY", "fk_customer_address"],
                              "key": "PRIMARY",
                              "key_length": "8",
                              "used_key_parts": ["id"],
                              "attached_condition": "c1_0.`id` > 300"
                            }""";
        assertThat(KeysetPlanCheck.of("mariadb", List.of("{\n  \"query_block\": {\n    \"nested_loop\": [\n      {\n" + range + "}]}}")))
                .isEqualTo(KeysetPlanCheck.Verdict.SEEKS);
        assertThat(KeysetPlanCheck.of("mariadb", List.of("{\n  \"query_block\": {\n    \"filesort\": {\n      \"sort_key\": \"c1_0.`id`\",\n"
                + "      \"temporary_table\": {\n        \"nested_loop\": [\n          {\n" + range + "}]}}}}")))
                .isEqualTo(KeysetPlanCheck.Verdict.SORTS);
    }

    @Test
    void noPlanOrAnUnknownEngineIsNotGuessed() {
        assertThat(KeysetPlanCheck.of("postgresql", List.of())).isEqualTo(KeysetPlanCheck.Verdict.NOT_RECORDED);
        assertThat(KeysetPlanCheck.of("oracle", List.of("INDEX RANGE SCAN CUSTOMER_PK"))).isEqualTo(KeysetPlanCheck.Verdict.UNCHECKED);
    }
}
