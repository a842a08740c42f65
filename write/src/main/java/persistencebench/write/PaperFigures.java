package persistencebench.write;

/**
 * The write-case figures the MicroStream white paper reports for 2,821,515 rows (seconds): the only
 * hand-typed numbers of this module, shown beside our measurements and always labelled as the paper's.
 * Its environment: MicroStream 07.00.00-MS-GA, Hibernate 5.6.9, pgJDBC 42.3.6, PostgreSQL 14.5, JDK 17, 8-core i9.
 */
final class PaperFigures {
    static final String SOURCE = "paper s = the white paper's own figures for 2,821,515 rows (MicroStream 07.00.00, 8 channels;"
            + " Hibernate 5.6.9; pgJDBC 42.3.6; PostgreSQL 14.5; 8-core i9), not measured here";

    private PaperFigures() {
    }

    /** The paper's seconds for the cell's backend in its paper configuration, or null where it reported none. */
    static String seconds(String backend, String variant) {
        boolean baselineOrPaper = variant.equals(CellSpec.LOAD_ONLY_VARIANT) || variant.equals("paper") || variant.startsWith("paper-");
        if (!baselineOrPaper) {
            return null;
        }
        return switch (backend) {
            case CellSpec.LOAD_ONLY_BACKEND -> "7.8";
            case "microstream" -> "47.0 (77 with 1 channel)";
            case "jdbc" -> "101.8";
            case "hibernate" -> "123.5";
            default -> null;
        };
    }
}
