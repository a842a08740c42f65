package persistencebench.whitepaper.document;

import persistencebench.whitepaper.study.DeliberateDifferences;

/**
 * The section listing every deliberate difference between the study's code and ours, in the order of the
 * extensible resource {@code deliberate-differences.json}: what the study did, what we do, and why.
 */
final class DeliberateDifferencesSection {

    private DeliberateDifferencesSection() {
    }

    /** A numbered list with one entry per difference. */
    static String render(DeliberateDifferences differences) {
        StringBuilder text = new StringBuilder("Where a variant of the study's kind departs from the study's code on"
                + " purpose, it is listed here; everything else follows the study.\n\n");
        for (DeliberateDifferences.Difference difference : differences.differences()) {
            text.append(". *").append(difference.title()).append("* (").append(caseName(difference.appliesTo()))
                    .append(")\n+\nThe study: ").append(difference.study())
                    .append("\n+\nHere: ").append(difference.ours())
                    .append("\n+\nWhy: ").append(difference.why()).append('\n');
        }
        return text.toString();
    }

    private static String caseName(String appliesTo) {
        return switch (appliesTo) {
            case "write", "read" -> appliesTo + " case";
            default -> "both cases";
        };
    }
}
