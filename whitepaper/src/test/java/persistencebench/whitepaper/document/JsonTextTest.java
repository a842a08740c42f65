package persistencebench.whitepaper.document;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** Result-file parts shown without JSON syntax keep a nested object's fields apart from the outer ones. */
class JsonTextTest {

    @Test
    void aNestedObjectIsParenthesised() throws Exception {
        assertThat(JsonText.plain(new ObjectMapper().readTree("{\"tasks\": \"forks\", \"hot\": {\"forks\": 3, \"warmupsPerFork\": 10},"
                + " \"list\": [1, 2]}"))).isEqualTo("tasks forks · hot (forks 3 · warmupsPerFork 10) · list 1, 2");
    }
}
