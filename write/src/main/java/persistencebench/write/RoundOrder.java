package persistencebench.write;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * The order of the cells within one round, so a database server changes its profile (a restart) as seldom as
 * possible while every backend still runs in every round: the cells without a database keep their places, and the
 * places of the cells with one are filled first by the cells on the profiles the servers run with now, then by the
 * cells of each other profile in the order the round first names it; within each group the plan's order stays. With
 * two profiles this means one switch per round: a round ends on the profile the next one starts with.
 */
final class RoundOrder {

    private RoundOrder() {
    }

    /**
     * @param due     the plan indices of the cells this round runs, in plan order
     * @param profile the server profile of the cell at a plan index, or null for a cell without a database
     * @param current the profiles the servers run with now (one per server), empty without a server
     * @return {@code due} reordered
     */
    static List<Integer> of(List<Integer> due, IntFunction<String> profile, Collection<String> current) {
        List<String> profiles = new ArrayList<>();
        due.stream().map(profile::apply).filter(Objects::nonNull).distinct().forEach(profiles::add);
        List<String> running = profiles.stream().filter(current::contains).toList();
        profiles.removeAll(running);
        profiles.addAll(0, running);
        Iterator<Integer> grouped = due.stream().filter(index -> profile.apply(index) != null)
                .sorted(Comparator.comparingInt(index -> profiles.indexOf(profile.apply(index)))).iterator();
        return due.stream().map(index -> profile.apply(index) == null ? index : grouped.next()).toList();
    }
}
