package persistencebench.whitepaper.chart;

import java.awt.Color;

/**
 * How a bar's backend colour is shaded: the variant, or the original paper's published figure.
 * {@code tuned} is drawn in full colour because it is what an expert would ship; {@code paper}
 * (the original study's approach, bugs fixed) is pale; figures the original paper published are
 * paler still and outlined with dashes.
 */
public enum Shade {
    BASELINE("baseline", 0.0, false),
    TUNED("tuned variant: full colour", 0.0, false),
    PAPER("paper variant: pale", 0.5, false),
    OTHER("other variant: dark", -0.35, false),
    PUBLISHED("published by the original paper: dashed outline", 0.78, true);

    private final String legend;
    private final double tint;
    private final boolean dashedOutline;

    Shade(String legend, double tint, boolean dashedOutline) {
        this.legend = legend;
        this.tint = tint;
        this.dashedOutline = dashedOutline;
    }

    /** The shade for a result variant name: {@code tuned-2ch} shades like {@code tuned}. */
    public static Shade ofVariant(String variant) {
        if (variant.equals("baseline")) {
            return BASELINE;
        }
        if (variant.startsWith("tuned")) {
            return TUNED;
        }
        if (variant.startsWith("paper")) {
            return PAPER;
        }
        return OTHER;
    }

    public String legend() {
        return legend;
    }

    public boolean dashedOutline() {
        return dashedOutline;
    }

    /** Blends {@code base} towards white (positive tint) or black (negative tint). */
    Color apply(Color base) {
        double target = tint >= 0 ? 255 : 0;
        double amount = Math.abs(tint);
        return new Color(blend(base.getRed(), target, amount), blend(base.getGreen(), target, amount),
                blend(base.getBlue(), target, amount));
    }

    private static int blend(int channel, double target, double amount) {
        return (int) Math.round(channel + (target - channel) * amount);
    }
}
