package persistencebench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Every form in which the drivers we use let a connection string carry a password is hidden. */
class CredentialsTest {

    @Test
    void hidesThePasswordInTheAuthorityAndKeepsTheUser() {
        assertThat(Credentials.mask("mongodb://bench:s3cret@db.example:27017/?authSource=admin"))
                .isEqualTo("mongodb://bench:****@db.example:27017/?authSource=admin");
    }

    @Test
    void hidesPasswordLikeParametersInEachSeparatorStyle() {
        assertThat(Credentials.mask("jdbc:postgresql://h:5432/db?user=u&password=s3cret&ssl=true"))
                .isEqualTo("jdbc:postgresql://h:5432/db?user=u&password=****&ssl=true");
        assertThat(Credentials.mask("jdbc:mariadb://h:3306/?PASSWORD=s3cret"))
                .isEqualTo("jdbc:mariadb://h:3306/?PASSWORD=****");
        assertThat(Credentials.mask("jdbc:h2:file:/x;USER=sa;PASSWORD=s3cret"))
                .isEqualTo("jdbc:h2:file:/x;USER=sa;PASSWORD=****");
        assertThat(Credentials.mask("jdbc:mariadb://address=(host=h)(port=3306)(password=s3cret)/db"))
                .isEqualTo("jdbc:mariadb://address=(host=h)(port=3306)(password=****)/db");
        assertThat(Credentials.mask("jdbc:postgresql://h/db?sslpassword=a&pwd=b&trustStorePassword=c"))
                .isEqualTo("jdbc:postgresql://h/db?sslpassword=****&pwd=****&trustStorePassword=****");
    }

    @Test
    void aPasswordHoldingASlashOrAnAtIsHiddenWhole() {
        assertThat(Credentials.mask("jdbc:mariadb://root:se/cret@127.0.0.1:1/")).isEqualTo("jdbc:mariadb://root:****@127.0.0.1:1/");
        assertThat(Credentials.mask("mongodb://u:p@s/s@h1,h2/db?authSource=admin")).isEqualTo("mongodb://u:****@h1,h2/db?authSource=admin");
        assertThat(Credentials.secretsIn("jdbc:mariadb://root:se/cret@127.0.0.1:1/")).containsExactly("se/cret");
    }

    @Test
    void leavesAUrlWithoutCredentialsAsItIs() {
        assertThat(Credentials.mask("jdbc:postgresql://localhost:5432/postgres?connectTimeout=5"))
                .isEqualTo("jdbc:postgresql://localhost:5432/postgres?connectTimeout=5");
        assertThat(Credentials.mask("jdbc:postgresql://localhost:5432/db?application=a@b"))
                .isEqualTo("jdbc:postgresql://localhost:5432/db?application=a@b");
        assertThat(Credentials.mask(null)).isNull();
    }

    @Test
    void aValueHoldingAnotherStylesSeparatorIsHiddenWhole() {
        assertThat(Credentials.mask("jdbc:postgresql://h/db?password=ab;cd)ef&ssl=true"))
                .isEqualTo("jdbc:postgresql://h/db?password=****&ssl=true");
        assertThat(Credentials.mask("mongodb://u:p?w#d@h/")).isEqualTo("mongodb://u:****@h/");
        assertThat(Credentials.mask("mongodb://h/?authMechanism=MONGODB-AWS&authMechanismProperties=AWS_SESSION_TOKEN:t0k3n"))
                .isEqualTo("mongodb://h/?authMechanism=MONGODB-AWS&authMechanismProperties=AWS_SESSION_TOKEN:****");
    }

    @Test
    void settingsThatOnlyNameAPasswordsHandlingAreKept() {
        assertThat(Credentials.mask("jdbc:mariadb://h/?passwordCharacterEncoding=UTF-8"))
                .isEqualTo("jdbc:mariadb://h/?passwordCharacterEncoding=UTF-8");
    }

    @Test
    void aLoginsPasswordIsHiddenFromADriversMessageUnlessItIsTheUsersName() {
        Credentials.rememberPassword("u", "login-s3cret");
        Credentials.rememberPassword("postgres", "postgres");
        assertThat(Credentials.scrub("login failed for login-s3cret at jdbc:x://h/?pwd=other"))
                .isEqualTo("login failed for **** at jdbc:x://h/?pwd=****");
        assertThat(Credentials.scrub("FATAL: password authentication failed for user \"postgres\""))
                .as("a default password equal to the user name would only garble the message")
                .isEqualTo("FATAL: password authentication failed for user \"postgres\"");
    }

    @Test
    void theSecretsOfAConnectionStringAreTheOnesItsMaskHidesButAPasswordThatIsTheUsersName() {
        assertThat(Credentials.secretsIn("jdbc:mariadb://root:PW@host:1/?trustStorePassword=ts")).containsExactly("PW", "ts");
        assertThat(Credentials.secretsIn("jdbc:postgresql://postgres:postgres@h/db")).isEmpty();
    }

    @Test
    void aRememberedSecretIsHiddenWhereverItStandsTheLongestFirst() {
        Credentials.remember("scrub-test-secret");
        Credentials.remember("scrub-test-secret-longer");
        assertThat(Credentials.scrub("port value : scrub-test-secret-longer@host, then scrub-test-secret; ?password=other"))
                .isEqualTo("port value : ****@host, then ****; ?password=****");
        assertThat(Credentials.scrub(null)).isNull();
    }
}
