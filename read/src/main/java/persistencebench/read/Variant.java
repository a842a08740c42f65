package persistencebench.read;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** How a backend is used: as the original study did ({@code paper}, its bugs fixed) or as an expert would ({@code tuned}). */
public enum Variant {
    PAPER, TUNED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Variant of(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }

    public static List<String> labels() {
        return Arrays.stream(values()).map(Variant::label).toList();
    }
}
