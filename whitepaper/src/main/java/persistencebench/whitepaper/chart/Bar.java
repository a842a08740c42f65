package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Quantities;

/**
 * One bar of a bar chart: its label, colour (backend + shade), value and, when the cell had
 * several samples, the min–max whisker. {@code min}/{@code max} are {@code null} without spread.
 */
public record Bar(String label, String backend, Shade shade, double value, Double min, Double max, String valueText) {

    /** A bar labelled with its value at three significant digits plus {@code unit}. */
    public static Bar of(String label, String backend, Shade shade, double value, Double min, Double max, String unit) {
        return new Bar(label, backend, shade, value, min, max, Quantities.significant(value, 3) + " " + unit);
    }

    /** A bar for a whole count, labelled without decimals, e.g. "312 statements". */
    public static Bar ofCount(String label, String backend, Shade shade, long value, String unit) {
        return new Bar(label, backend, shade, value, null, null, Quantities.count(value) + " " + unit);
    }

    public boolean hasWhisker() {
        return min != null && max != null;
    }

    /** The largest value this bar draws (value or whisker top). */
    public double top() {
        return hasWhisker() ? Math.max(value, max) : value;
    }

    /** The smallest value this bar draws (value or whisker bottom). */
    public double bottom() {
        return hasWhisker() ? Math.min(value, min) : value;
    }
}
