package persistencebench.whitepaper.paper;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PaperFiguresLoaderTest {

    private final PaperFigures paper = new PaperFiguresLoader().load();

    @Test
    void citesWhereThePublishedFiguresComeFrom() {
        assertThat(paper.citation()).contains("DESIGN.md");
        assertThat(paper.environment()).contains("PostgreSQL 14.5");
    }

    @Test
    void holdsTheWriteFiguresOfTheFactsTable() {
        assertThat(paper.write().rows()).isEqualTo(2_821_515L);
        assertThat(paper.write().figures()).extracting(PaperFigures.WriteFigure::backend)
                .containsExactly("csv", "microstream", "microstream", "jdbc", "hibernate");
    }

    @Test
    void findsAReadFigureByPhaseBackendTemperatureAndMetric() {
        assertThat(paper.read().find("purchasesOfForeigners", "hibernate", "cold", "query"))
                .hasValueSatisfying(f -> assertThat(f.millis()).isEqualTo(2407));
        assertThat(paper.read().find("purchasesOfForeigners", "microstream", "hot", "loadConnect")).isEmpty();
        assertThat(paper.read().figures()).hasSize(16);
    }
}
