package persistencebench.write.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.WriteConcern;
import org.bson.BsonBinarySubType;
import org.bson.BsonDocument;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.junit.jupiter.api.Test;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.TripKeys;
import persistencebench.write.kv.TripValueCodec;

/** What the backend sends without a server: the documents it stores and the write concern of each durability class. */
class MongoDbDocumentsTest {

    @Test
    void aTripIsADocumentKeyedByItsIdAsALongWithItsValueAsGenericBinData() {
        byte[] key = TripKeys.key(2_821_515);
        byte[] value = new byte[TripValueCodec.LENGTH];
        value[0] = 7;
        value[TripValueCodec.LENGTH - 1] = -1;

        BsonDocument document = TripDocuments.of(key, value);

        assertThat(document.keySet()).containsExactly("_id", "v");
        assertThat(document.get("_id").isInt64()).isTrue();
        assertThat(document.getInt64("_id").longValue()).isEqualTo(2_821_515L);
        assertThat(document.getBinary("v").getType()).isEqualTo(BsonBinarySubType.BINARY.getValue());
        assertThat(TripDocuments.key(document)).isEqualTo(key);
        assertThat(TripDocuments.value(document)).isEqualTo(value);
        assertThat(new RawBsonDocument(document, new BsonDocumentCodec()).getByteBuffer().remaining()).as("bytes of BSON").isEqualTo(150);
    }

    @Test
    void durabilityDiskWaitsForTheJournalAndOsDoesNot() {
        WriteConcern disk = MongoDbWriteConcern.of(Durability.DISK);
        WriteConcern os = MongoDbWriteConcern.of(Durability.OS);

        assertThat(disk.getW()).isEqualTo(1);
        assertThat(disk.getJournal()).isTrue();
        assertThat(os.getW()).isEqualTo(1);
        assertThat(os.getJournal()).isFalse();
    }
}
