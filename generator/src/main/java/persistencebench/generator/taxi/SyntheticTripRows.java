package persistencebench.generator.taxi;

/**
 * Draws realistic synthetic TLC yellow-taxi rows and formats them into an {@link AsciiRowBuffer}.
 *
 * <p>The shapes follow the real July 2021 file: mostly short Manhattan trips with a long tail and
 * airport runs; metered fares that grow with distance and time (JFK flat fare for rate code 2);
 * night and peak extras; tips mostly on card payments; a few refunds with negative amounts; and a
 * few percent of rows where the vendor left VendorID, passenger_count, RatecodeID,
 * store_and_fwd_flag, payment_type and congestion_surcharge blank. Amounts are computed in cents, so
 * every value has at most two decimals and the total is the exact sum of its parts.
 */
final class SyntheticTripRows {

    /** A generous upper bound of one row's bytes, reserved before formatting it. */
    static final int MAX_ROW_BYTES = 256;

    static final double BLANK_ROW_SHARE = 0.04;
    static final double ZERO_DISTANCE_SHARE = 0.015;
    static final double AIRPORT_SHARE = 0.04;
    static final double REFUND_SHARE = 0.003;

    private static final int JFK = 132;
    private static final int LAGUARDIA = 138;
    private static final long JFK_FLAT_FARE_CENTS = 5200;
    private static final long TOLL_CENTS = 655;

    /** Busy (mostly Manhattan) taxi zones; the rest of the 265 zones share the remaining demand. */
    private static final int[] BUSY_ZONES = {
        237, 236, 161, 162, 170, 186, 230, 48, 142, 234, 239, 163, 68, 141, 79, 107, 140, 263, 249, 238,
        100, 90, 164, 113, 229, 43, 50, 151, 246, 137, 262, 233, 114, 125, 158, 211, 148, 144, 87, 13};
    private static final double BUSY_ZONE_SHARE = 0.78;
    private static final int ZONES = 265;

    /** Cumulative shares of passenger counts 0..6. */
    private static final double[] PASSENGERS_CUMULATIVE = {0.025, 0.735, 0.875, 0.915, 0.935, 0.965, 1.0};

    private final PickupCalendar calendar;

    SyntheticTripRows(PickupCalendar calendar) {
        this.calendar = calendar;
    }

    /** Appends row {@code row} (0-based) of a file of {@code rows} rows, terminated by LF. */
    void appendRow(AsciiRowBuffer out, long row, long rows, SplitMix64Random random) {
        long pickup = calendar.pickupSecond(row, rows, random);
        int hour = (int) Math.floorMod(pickup, 86_400L) / 3600;
        boolean weekday = Math.floorMod(Math.floorDiv(pickup, 86_400L) + 3, 7) < 5; // 1970-01-01 was a Thursday
        boolean blank = random.chance(BLANK_ROW_SHARE);
        boolean airport = random.chance(AIRPORT_SHARE);

        int vendor = random.chance(0.3) ? 1 : 2;
        long distance = distanceHundredths(airport, random);
        long seconds = durationSeconds(distance, hour, random);
        int ratecode = airport && random.chance(0.6) ? 2 : otherRatecode(random);
        long fare = fareCents(ratecode, distance, seconds, random);
        long extra = blank ? 0 : extraCents(hour, weekday);
        long mtaTax = ratecode == 5 && random.chance(0.5) ? 0 : 50;
        long tolls = (airport && random.chance(0.35)) || (distance > 500 && random.chance(0.05)) ? TOLL_CENTS : 0;
        long improvement = 30;
        long congestion = airport && random.chance(0.7) ? 0 : random.chance(0.85) ? 250 : 0;
        int payment = paymentType(random);
        long tip = payment == 1 ? tipCents(fare + extra + tolls, random) : 0;
        if (random.chance(REFUND_SHARE)) {
            // Refunds and voids repeat the trip's amounts negated.
            fare = -fare;
            extra = -extra;
            mtaTax = -mtaTax;
            tip = 0;
            tolls = -tolls;
            improvement = -improvement;
            congestion = -congestion;
            payment = random.chance(0.5) ? 3 : 4;
        }
        long total = fare + extra + mtaTax + tip + tolls + improvement + (blank ? 0 : congestion);
        int puZone = airport ? (random.chance(0.6) ? JFK : LAGUARDIA) : zone(random);
        int doZone = zone(random);

        out.reserve(MAX_ROW_BYTES);
        if (!blank) {
            out.putInt(vendor);
        }
        out.put(',');
        out.putTimestamp(pickup);
        out.put(',');
        out.putTimestamp(pickup + seconds);
        out.put(',');
        if (!blank) {
            out.putInt(passengers(random));
        }
        out.put(',');
        out.putDistance(distance);
        out.put(',');
        if (!blank) {
            out.putInt(ratecode);
        }
        out.put(',');
        if (!blank) {
            out.put(random.chance(0.005) ? 'Y' : 'N');
        }
        out.put(',');
        out.putInt(puZone);
        out.put(',');
        out.putInt(doZone);
        out.put(',');
        if (!blank) {
            out.putInt(payment);
        }
        out.put(',');
        out.putAmount(fare);
        out.put(',');
        out.putAmount(extra);
        out.put(',');
        out.putAmount(mtaTax);
        out.put(',');
        out.putAmount(tip);
        out.put(',');
        out.putAmount(tolls);
        out.put(',');
        out.putAmount(improvement);
        out.put(',');
        out.putAmount(total);
        out.put(',');
        if (!blank) {
            out.putAmount(congestion);
        }
        out.put('\n');
    }

    private static long distanceHundredths(boolean airport, SplitMix64Random random) {
        if (!airport && random.chance(ZERO_DISTANCE_SHARE)) {
            return 0;
        }
        double miles = airport ? 9 + random.nextLogNormal(8, 0.35) : random.nextLogNormal(1.75, 0.8);
        return Math.max(1, Math.round(Math.min(miles, 80) * 100));
    }

    /** Door-to-door time: slower traffic by day than at night, plus time lost at lights and pickup. */
    private static long durationSeconds(long distanceHundredths, int hour, SplitMix64Random random) {
        double mph = (hour >= 7 && hour < 20 ? 10 : 16) * random.nextLogNormal(1, 0.3);
        double seconds = distanceHundredths / 100.0 / mph * 3600 + 60 + random.nextInt(240);
        return Math.min(4 * 3600, (long) seconds);
    }

    private static int otherRatecode(SplitMix64Random random) {
        double p = random.nextDouble();
        return p < 0.988 ? 1 : p < 0.991 ? 3 : p < 0.993 ? 4 : p < 0.999 ? 5 : 99;
    }

    /** Metered fare: $2.50 flag drop, $2.50 a mile, 50 cents a slow minute, in 50-cent steps. */
    private static long fareCents(int ratecode, long distanceHundredths, long seconds, SplitMix64Random random) {
        if (ratecode == 2) {
            return JFK_FLAT_FARE_CENTS;
        }
        if (ratecode == 5) {
            return 1000 + 50L * random.nextInt(200);
        }
        double slowMinutes = seconds / 60.0 * 0.35;
        long cents = 250 + distanceHundredths * 250 / 100 + (long) (slowMinutes * 50);
        if (ratecode == 3 || ratecode == 4) {
            cents = cents * 2 + 1750; // Newark and out-of-city trips are metered at double rate plus a surcharge
        }
        return cents / 50 * 50;
    }

    private static long extraCents(int hour, boolean weekday) {
        if (hour >= 20 || hour < 6) {
            return 50;
        }
        return weekday && hour >= 16 ? 100 : 0;
    }

    private static int paymentType(SplitMix64Random random) {
        double p = random.nextDouble();
        return p < 0.72 ? 1 : p < 0.985 ? 2 : p < 0.993 ? 3 : 4;
    }

    /** Card tips: most riders press one of the 20/25/30 % buttons, some type an amount, some tip nothing. */
    private static long tipCents(long tippable, SplitMix64Random random) {
        double p = random.nextDouble();
        if (p < 0.12) {
            return 0;
        }
        double percent = p < 0.55 ? 0.20 : p < 0.75 ? 0.25 : p < 0.85 ? 0.30 : 0.10 + 0.2 * random.nextDouble();
        return Math.round(tippable * percent);
    }

    private static int passengers(SplitMix64Random random) {
        double p = random.nextDouble();
        for (int count = 0; count < PASSENGERS_CUMULATIVE.length; count++) {
            if (p < PASSENGERS_CUMULATIVE[count]) {
                return count;
            }
        }
        return 1;
    }

    private static int zone(SplitMix64Random random) {
        return random.chance(BUSY_ZONE_SHARE) ? BUSY_ZONES[random.nextInt(BUSY_ZONES.length)] : 1 + random.nextInt(ZONES);
    }
}
