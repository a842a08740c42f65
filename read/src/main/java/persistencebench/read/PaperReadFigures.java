package persistencebench.read;

import java.util.List;

/**
 * The read-case figures the original white paper reported (DESIGN.md, "Facts to reproduce"), in milliseconds; the
 * only hand-typed numbers of this module, printed beside ours and always labelled as the paper's. Single runs on
 * MicroStream 07.00.00, Hibernate 5.6.9, pgJDBC 42.3.6, PostgreSQL 14.5, JDK 17, an 8-core i9; the study measured
 * different things under "load/connect" per framework and ran 12 foreigner queries, not 9.
 *
 * @param loadConnectCold  customers test, first run
 * @param loadConnectHot   customers test, second run (null where the paper has one figure)
 * @param statementsPerForeignerQuery as the paper's text says, or null
 */
record PaperReadFigures(String label, Integer loadConnectCold, Integer loadConnectHot, Integer customersCold, Integer customersHot,
                        Integer foreignersCold, Integer foreignersHot, String statementsPerForeignerQuery) {

    static final List<PaperReadFigures> ALL = List.of(
            new PaperReadFigures("paper's figures: MicroStream", 1446, null, 20, null, 715, 5, null),
            new PaperReadFigures("paper's figures: JDBC", 253, 239, 217, 88, 1405, 965, null),
            new PaperReadFigures("paper's figures: Hibernate", 1702, 1554, 140, 132, 2407, 1151, ">300"));

    /** The paper's load/connect in the foreigners test, which differs from the customers test's. */
    static final String FOREIGNERS_TEST_LOAD_CONNECT = "MicroStream 1326, JDBC 241, Hibernate 1644";
}
