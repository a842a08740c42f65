package persistencebench.write.flatfile;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;
import persistencebench.model.taxi.Trip;

/**
 * The object a flat file stores one trip as, written and read through Jackson's streaming API so the same code serves
 * every format: {@code id}, then the 18 TLC columns under their CSV header names, timestamps as ISO-8601 local
 * date-times (a fraction of a second only when there is one), amounts and the distance as the exact doubles (Jackson
 * writes a double's round-trip text), blank columns as null. Reading takes the fields in any order and checks each is
 * there exactly once.
 */
final class TripObject {
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ISO_LOCAL_DATE_TIME;
    private static final Map<String, Field> FIELDS = new HashMap<>();
    private static final int ALL_FIELDS = (1 << Field.values().length) - 1;

    static {
        for (Field field : Field.values()) {
            FIELDS.put(field.serialized.getValue(), field);
        }
    }

    /** The fields in the order they are written. */
    private enum Field {
        ID("id"), VENDOR_ID("VendorID"), PICKUP("tpep_pickup_datetime"), DROPOFF("tpep_dropoff_datetime"),
        PASSENGER_COUNT("passenger_count"), TRIP_DISTANCE("trip_distance"), RATECODE_ID("RatecodeID"),
        STORE_AND_FWD_FLAG("store_and_fwd_flag"), PU_LOCATION_ID("PULocationID"), DO_LOCATION_ID("DOLocationID"),
        PAYMENT_TYPE("payment_type"), FARE_AMOUNT("fare_amount"), EXTRA("extra"), MTA_TAX("mta_tax"), TIP_AMOUNT("tip_amount"),
        TOLLS_AMOUNT("tolls_amount"), IMPROVEMENT_SURCHARGE("improvement_surcharge"), TOTAL_AMOUNT("total_amount"),
        CONGESTION_SURCHARGE("congestion_surcharge");

        /** Pre-encoded: Jackson's generators copy its bytes instead of encoding the name for every trip. */
        private final SerializableString serialized;

        Field(String name) {
            this.serialized = new SerializedString(name);
        }
    }

    private TripObject() {
    }

    /** Writes {@code trip}, stored under {@code id}, as one object. */
    static void write(JsonGenerator out, long id, Trip trip) throws IOException {
        out.writeStartObject();
        out.writeFieldName(Field.ID.serialized);
        out.writeNumber(id);
        writeNullable(out, Field.VENDOR_ID, trip.vendorId());
        out.writeFieldName(Field.PICKUP.serialized);
        out.writeString(TIMESTAMP.format(trip.pickup()));
        out.writeFieldName(Field.DROPOFF.serialized);
        out.writeString(TIMESTAMP.format(trip.dropoff()));
        writeNullable(out, Field.PASSENGER_COUNT, trip.passengerCount());
        write(out, Field.TRIP_DISTANCE, trip.tripDistance());
        writeNullable(out, Field.RATECODE_ID, trip.ratecodeId());
        out.writeFieldName(Field.STORE_AND_FWD_FLAG.serialized);
        out.writeString(trip.storeAndFwdFlag());
        out.writeFieldName(Field.PU_LOCATION_ID.serialized);
        out.writeNumber(trip.puLocationId());
        out.writeFieldName(Field.DO_LOCATION_ID.serialized);
        out.writeNumber(trip.doLocationId());
        writeNullable(out, Field.PAYMENT_TYPE, trip.paymentType());
        write(out, Field.FARE_AMOUNT, trip.fareAmount());
        write(out, Field.EXTRA, trip.extra());
        write(out, Field.MTA_TAX, trip.mtaTax());
        write(out, Field.TIP_AMOUNT, trip.tipAmount());
        write(out, Field.TOLLS_AMOUNT, trip.tollsAmount());
        write(out, Field.IMPROVEMENT_SURCHARGE, trip.improvementSurcharge());
        write(out, Field.TOTAL_AMOUNT, trip.totalAmount());
        out.writeFieldName(Field.CONGESTION_SURCHARGE.serialized);
        if (trip.congestionSurcharge() == null) {
            out.writeNull();
        } else {
            out.writeNumber(trip.congestionSurcharge());
        }
        out.writeEndObject();
    }

    /**
     * Reads the object whose {@code START_OBJECT} is {@code in}'s current token, up to its {@code END_OBJECT}.
     *
     * @throws JsonParseException for an unknown, repeated or missing field
     */
    static TripWithId read(JsonParser in) throws IOException {
        long id = 0;
        Integer vendorId = null;
        Integer passengerCount = null;
        Integer ratecodeId = null;
        Integer paymentType = null;
        LocalDateTime pickup = null;
        LocalDateTime dropoff = null;
        String flag = null;
        Double congestionSurcharge = null;
        int puLocationId = 0;
        int doLocationId = 0;
        double tripDistance = 0;
        double fareAmount = 0;
        double extra = 0;
        double mtaTax = 0;
        double tipAmount = 0;
        double tollsAmount = 0;
        double improvementSurcharge = 0;
        double totalAmount = 0;
        int seen = 0;
        String name;
        while ((name = in.nextFieldName()) != null) {
            Field field = FIELDS.get(name);
            if (field == null || (seen & 1 << field.ordinal()) != 0) {
                throw new JsonParseException(in, "a trip object has " + (field == null ? "an unknown" : "a repeated") + " field \"" + name + "\"");
            }
            seen |= 1 << field.ordinal();
            boolean isNull = in.nextToken() == JsonToken.VALUE_NULL;
            switch (field) {
                case ID -> id = in.getLongValue();
                case VENDOR_ID -> vendorId = isNull ? null : in.getIntValue();
                case PICKUP -> pickup = LocalDateTime.parse(in.getText(), TIMESTAMP);
                case DROPOFF -> dropoff = LocalDateTime.parse(in.getText(), TIMESTAMP);
                case PASSENGER_COUNT -> passengerCount = isNull ? null : in.getIntValue();
                case TRIP_DISTANCE -> tripDistance = in.getDoubleValue();
                case RATECODE_ID -> ratecodeId = isNull ? null : in.getIntValue();
                case STORE_AND_FWD_FLAG -> flag = isNull ? null : in.getText();
                case PU_LOCATION_ID -> puLocationId = in.getIntValue();
                case DO_LOCATION_ID -> doLocationId = in.getIntValue();
                case PAYMENT_TYPE -> paymentType = isNull ? null : in.getIntValue();
                case FARE_AMOUNT -> fareAmount = in.getDoubleValue();
                case EXTRA -> extra = in.getDoubleValue();
                case MTA_TAX -> mtaTax = in.getDoubleValue();
                case TIP_AMOUNT -> tipAmount = in.getDoubleValue();
                case TOLLS_AMOUNT -> tollsAmount = in.getDoubleValue();
                case IMPROVEMENT_SURCHARGE -> improvementSurcharge = in.getDoubleValue();
                case TOTAL_AMOUNT -> totalAmount = in.getDoubleValue();
                case CONGESTION_SURCHARGE -> congestionSurcharge = isNull ? null : in.getDoubleValue();
            }
        }
        if (seen != ALL_FIELDS) {
            throw new JsonParseException(in, "a trip object needs the fields "
                    + Arrays.stream(Field.values()).map(field -> field.serialized.getValue()).collect(Collectors.joining(", ")));
        }
        return new TripWithId(id, new Trip(vendorId, pickup, dropoff, passengerCount, tripDistance, ratecodeId, flag, puLocationId,
                doLocationId, paymentType, fareAmount, extra, mtaTax, tipAmount, tollsAmount, improvementSurcharge, totalAmount,
                congestionSurcharge));
    }

    private static void write(JsonGenerator out, Field field, double value) throws IOException {
        out.writeFieldName(field.serialized);
        out.writeNumber(value);
    }

    private static void writeNullable(JsonGenerator out, Field field, Integer value) throws IOException {
        out.writeFieldName(field.serialized);
        if (value == null) {
            out.writeNull();
        } else {
            out.writeNumber(value);
        }
    }
}
