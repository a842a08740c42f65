package persistencebench.scaling;

import java.util.ArrayList;
import java.util.List;

/**
 * A quantity that is a fixed part plus a part growing with a step's weight (purchases or trips), fitted by least
 * squares through the steps measured so far, neither part negative: a step's seconds (the ETA) and the bytes it adds
 * to {@code -Ddata} (the disk check). A fixed part is real for both: JVM and server starts, a server's first data
 * directory.
 */
final class GrowthLine {
    private final List<double[]> points = new ArrayList<>();

    void add(double weight, double value) {
        points.add(new double[] {weight, value});
    }

    int size() {
        return points.size();
    }

    /** The value at {@code weight}: on the line through two or more points, at the largest value through one, 0 through none. */
    double at(double weight) {
        double n = points.size();
        double meanX = points.stream().mapToDouble(p -> p[0]).sum() / n;
        double meanY = points.stream().mapToDouble(p -> p[1]).sum() / n;
        double sxx = points.stream().mapToDouble(p -> (p[0] - meanX) * (p[0] - meanX)).sum();
        if (points.size() < 2 || sxx == 0) {
            return points.stream().mapToDouble(p -> p[1]).max().orElse(0);
        }
        double slope = Math.max(0, points.stream().mapToDouble(p -> (p[0] - meanX) * (p[1] - meanY)).sum() / sxx);
        double fixed = Math.max(0, meanY - slope * meanX);
        return fixed + slope * weight;
    }
}
