package persistencebench.model.bookstore.query;

/**
 * One {@code purchasesOfForeigners} call of a sample: a year and a country.
 *
 * @param countryName only for messages and result files; queries use the id
 */
public record ForeignerQuery(int year, long countryId, String countryName) {

    /** {@code 2020/Germany}, for messages. */
    public String label() {
        return year + "/" + countryName;
    }
}
