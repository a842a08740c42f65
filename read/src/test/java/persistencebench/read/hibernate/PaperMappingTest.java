package persistencebench.read.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The paper mapping has the study's fetch types exactly (ORIGINAL-STUDY.md 1.5), every to-one listed. */
class PaperMappingTest {

    @Test
    void onlyTheStudysSixToOneAssociationsAreEager() throws Exception {
        Map<String, String> fetch = toOneFetchTypes(new PaperHibernateQueries().mappingResource());

        assertThat(withFetch(fetch, "EAGER")).containsExactlyInAnyOrder(
                "State.country", "PurchaseItem.book", "PurchaseItem.purchase", "Book.author", "Book.language", "Employee.shop");
        assertThat(withFetch(fetch, "LAZY")).containsExactlyInAnyOrder(
                "Address.city", "City.state", "Purchase.shop", "Purchase.employee", "Purchase.customer", "Customer.address",
                "Shop.address", "Author.address", "Publisher.address", "Book.genre", "Book.publisher", "InventoryItem.shop",
                "InventoryItem.book");
    }

    @Test
    void theTunedMappingIsLazyThroughoutAndLeavesTheItemsUnordered() throws Exception {
        String tuned = new TunedHibernateQueries().mappingResource();
        assertThat(toOneFetchTypes(tuned).values()).containsOnly("LAZY");
        NodeList collections = parse(tuned).getElementsByTagName("one-to-many");
        for (int i = 0; i < collections.getLength(); i++) {
            Element collection = (Element) collections.item(i);
            if (collection.getAttribute("name").equals("items")) {
                assertThat(collection.getElementsByTagName("order-by").getLength()).as("order-by on items").isZero();
            }
        }
    }

    private static java.util.List<String> withFetch(Map<String, String> fetch, String type) {
        return fetch.entrySet().stream().filter(e -> e.getValue().equals(type)).map(Map.Entry::getKey).toList();
    }

    /** {@code Entity.attribute} → fetch type of every many-to-one and one-to-one of an orm.xml. */
    private static Document parse(String resource) throws Exception {
        try (InputStream in = PaperMappingTest.class.getClassLoader().getResourceAsStream(resource)) {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
    }

    private static Map<String, String> toOneFetchTypes(String resource) throws Exception {
        Document document = parse(resource);
        Map<String, String> fetch = new LinkedHashMap<>();
        NodeList entities = document.getElementsByTagName("entity");
        for (int i = 0; i < entities.getLength(); i++) {
            Element entity = (Element) entities.item(i);
            for (String tag : new String[] {"many-to-one", "one-to-one"}) {
                NodeList associations = entity.getElementsByTagName(tag);
                for (int j = 0; j < associations.getLength(); j++) {
                    Element association = (Element) associations.item(j);
                    fetch.put(entity.getAttribute("class") + "." + association.getAttribute("name"), association.getAttribute("fetch"));
                }
            }
        }
        return fetch;
    }
}
