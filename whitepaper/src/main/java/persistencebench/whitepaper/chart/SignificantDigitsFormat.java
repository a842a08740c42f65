package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Quantities;

import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;

/** Adapts {@link Quantities#significant} to the {@link NumberFormat} JFreeChart's label generators expect. */
final class SignificantDigitsFormat extends NumberFormat {

    private final int digits;

    SignificantDigitsFormat(int digits) {
        this.digits = digits;
    }

    @Override
    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(Quantities.significant(number, digits));
    }

    @Override
    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(Quantities.significant(number, digits));
    }

    @Override
    public Number parse(String source, ParsePosition parsePosition) {
        throw new UnsupportedOperationException("chart labels are only formatted, never parsed");
    }
}
