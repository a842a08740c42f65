package persistencebench.generator.taxi;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Arrays;

/**
 * When synthetic pickups happen: July 2021 with weekday/weekend hourly profiles, weekday volume
 * differences and the Independence Day holiday, plus the rare out-of-month pickups real TLC files
 * contain (late June, early August).
 *
 * <p>In-month pickups are drawn by inverting the month's cumulative hourly demand at a position
 * that grows with the row index, so the file is roughly in pickup order, like real TLC files.
 */
final class PickupCalendar {

    /** Share of rows whose pickup lies outside July (real files: a few hundredths of a percent). */
    static final double OUT_OF_MONTH_SHARE = 0.0003;

    static final LocalDate FIRST_DAY = LocalDate.of(2021, 7, 1);
    static final int DAYS = 31;

    private static final long MONTH_START = FIRST_DAY.atStartOfDay().toEpochSecond(ZoneOffset.UTC);
    private static final long LATE_JUNE_START = LocalDate.of(2021, 6, 26).atStartOfDay().toEpochSecond(ZoneOffset.UTC);
    private static final long AUGUST_START = LocalDate.of(2021, 8, 1).atStartOfDay().toEpochSecond(ZoneOffset.UTC);
    private static final long OUT_OF_MONTH_SPAN = 3 * 86_400L;
    private static final int JITTER_SECONDS = 600;

    /** Relative pickups per hour of a working day (NYC yellow cabs: morning and evening peaks). */
    private static final double[] WEEKDAY_HOURS = {
        0.9, 0.5, 0.3, 0.2, 0.25, 0.6, 1.8, 3.2, 4.3, 4.6, 4.6, 4.8,
        5.2, 5.4, 5.8, 6.0, 5.8, 6.3, 6.6, 5.9, 5.0, 4.5, 3.9, 2.6};

    /** Relative pickups per hour of a weekend day or holiday (late nights, no morning peak). */
    private static final double[] WEEKEND_HOURS = {
        2.6, 2.0, 1.5, 1.0, 0.6, 0.5, 0.8, 1.2, 1.9, 2.8, 3.7, 4.4,
        4.9, 5.1, 5.2, 5.2, 5.1, 5.1, 5.1, 4.7, 4.2, 4.0, 3.9, 3.3};

    /** Relative volume per day of week, Monday first. */
    private static final double[] WEEKDAY_VOLUME = {0.93, 0.98, 1.0, 1.05, 1.08, 1.0, 0.85};

    private static final double HOLIDAY_VOLUME = 0.7;

    /** cumulative[h] = demand of the month's hours before hour h; cumulative[744] = total. */
    private final double[] cumulative;

    PickupCalendar() {
        cumulative = new double[DAYS * 24 + 1];
        for (int day = 0; day < DAYS; day++) {
            LocalDate date = FIRST_DAY.plusDays(day);
            boolean holiday = date.getDayOfMonth() == 4 || date.getDayOfMonth() == 5;
            DayOfWeek dow = date.getDayOfWeek();
            boolean weekend = holiday || dow == DayOfWeek.SATURDAY || dow == DayOfWeek.SUNDAY;
            // Demand recovered slowly during 2021: a little more traffic late in the month.
            double volume = WEEKDAY_VOLUME[dow.ordinal()] * (holiday ? HOLIDAY_VOLUME : 1.0) * (1 + 0.08 * day / DAYS);
            double[] hours = weekend ? WEEKEND_HOURS : WEEKDAY_HOURS;
            for (int hour = 0; hour < 24; hour++) {
                int h = day * 24 + hour;
                cumulative[h + 1] = cumulative[h] + volume * hours[hour];
            }
        }
    }

    /**
     * The pickup of row {@code row} of {@code rows}, as seconds since 1970-01-01 of local time.
     */
    long pickupSecond(long row, long rows, SplitMix64Random random) {
        if (random.chance(OUT_OF_MONTH_SHARE)) {
            long start = random.chance(0.5) ? LATE_JUNE_START : AUGUST_START;
            return start + (long) (random.nextDouble() * OUT_OF_MONTH_SPAN);
        }
        double position = (row + random.nextDouble()) / rows;
        long second = MONTH_START + secondOfMonth(position);
        // Real files are only roughly in pickup order; the jitter never moves a pickup out of the month.
        long jittered = second + random.nextInt(2 * JITTER_SECONDS + 1) - JITTER_SECONDS;
        return jittered >= MONTH_START && jittered < AUGUST_START ? jittered : second;
    }

    /** The second of the month at which the cumulative demand reaches {@code position} (0..1). */
    long secondOfMonth(double position) {
        double target = position * cumulative[cumulative.length - 1];
        int found = Arrays.binarySearch(cumulative, target);
        int hour = found >= 0 ? Math.min(found, cumulative.length - 2) : -found - 2;
        double withinHour = (target - cumulative[hour]) / (cumulative[hour + 1] - cumulative[hour]);
        return hour * 3600L + Math.min(3599, (long) (withinHour * 3600));
    }
}
