package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.awt.Color;
import java.util.List;

/**
 * One bar of a bar chart: its label, base colour (the backend's), shade and the variant kind it stands for
 * ({@code null} for a published figure), its value, the parts of the timed region it is made of (open, work,
 * close — empty for a plain bar) and, when the value has one, the whisker of its 95 % interval from {@code low} to
 * {@code high}; an infinite {@code high} (a rate whose time interval reaches zero) is a whisker open to the right.
 */
public record Bar(String label, Color colour, Shade shade, ResultVariantKind kind, double value, List<Double> parts,
                  Double low, Double high, String valueText) {

    public Bar {
        parts = List.copyOf(parts);
        if (!parts.isEmpty() && parts.size() != TimedParts.COUNT) {
            throw new IllegalArgumentException("a stacked bar has " + TimedParts.COUNT + " parts, got " + parts);
        }
    }

    /** A plain bar labelled with its value at three significant digits plus {@code unit}. */
    public static Bar plain(String label, Color colour, Shade shade, ResultVariantKind kind, double value, Double low, Double high,
                            String unit) {
        return new Bar(label, colour, shade, kind, value, List.of(), low, high, Quantities.significant(value, 3) + " " + unit);
    }

    /** A copy with another value label. */
    public Bar withValueText(String text) {
        return new Bar(label, colour, shade, kind, value, parts, low, high, text);
    }

    /** A copy stacked from {@code parts} (open, work, close). */
    public Bar withParts(List<Double> parts) {
        return new Bar(label, colour, shade, kind, value, parts, low, high, valueText);
    }

    public boolean hasWhisker() {
        return low != null && high != null;
    }

    /** Whether the whisker has no upper end: it runs to the end of the axis. */
    public boolean isOpenEnded() {
        return hasWhisker() && Double.isInfinite(high);
    }

    public boolean isStacked() {
        return !parts.isEmpty();
    }

    /** The largest value this bar draws (value or whisker top; an open-ended whisker's low, since its top is the axis's end). */
    public double top() {
        return hasWhisker() ? Math.max(value, isOpenEnded() ? low : high) : value;
    }

    /** The smallest value this bar draws (value or whisker bottom). */
    public double bottom() {
        return hasWhisker() ? Math.min(value, low) : value;
    }
}
