package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.ResultVariantKind;

import java.awt.Color;

/**
 * How a bar's backend colour is shaded: by the kind of its variant, or as a figure the original study
 * published. Tuned variants are drawn in full colour because they are what an expert would ship; the study's
 * approach is pale, steps between the two in between; published figures are paler still and dashed.
 */
public enum Shade {
    FULL("full colour", 0.0, false),
    MID("lighter", 0.28, false),
    PALE("pale", 0.55, false),
    PUBLISHED("published by the study: paler, dashed outline", 0.78, true);

    private final String look;
    private final double tint;
    private final boolean dashedOutline;

    Shade(String look, double tint, boolean dashedOutline) {
        this.look = look;
        this.tint = tint;
        this.dashedOutline = dashedOutline;
    }

    /** The shade of a variant of {@code kind}. */
    public static Shade of(ResultVariantKind kind) {
        return switch (kind) {
            case PAPER -> PALE;
            case STEP -> MID;
            case TUNED, OTHER -> FULL;
        };
    }

    /** How the shade looks, for legends. */
    public String look() {
        return look;
    }

    public boolean dashedOutline() {
        return dashedOutline;
    }

    /** Blends {@code base} towards white by this shade's tint. */
    Color apply(Color base) {
        return blend(base, Color.WHITE, tint);
    }

    /** {@code base} moved towards {@code target} by {@code amount} (0 = base, 1 = target). */
    static Color blend(Color base, Color target, double amount) {
        return new Color(mix(base.getRed(), target.getRed(), amount), mix(base.getGreen(), target.getGreen(), amount),
                mix(base.getBlue(), target.getBlue(), amount));
    }

    private static int mix(int channel, int target, double amount) {
        return (int) Math.round(channel + (target - channel) * amount);
    }
}
