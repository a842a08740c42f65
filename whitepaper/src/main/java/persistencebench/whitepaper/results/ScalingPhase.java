package persistencebench.whitepaper.results;

/** A read phase at one temperature, as a scaling study's read points carry it: what one read chart of the study follows. */
public record ScalingPhase(String phase, String temperature) {

    /** Whether {@code point} is a read point of this phase and temperature. */
    public boolean holds(ScalingPoint point) {
        return point.scalingCase() == ScalingCase.READ && phase.equals(point.phase()) && temperature.equals(point.temperature());
    }
}
