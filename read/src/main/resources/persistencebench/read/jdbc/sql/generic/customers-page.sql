-- One page of customers with their address chain: the study's joins (CustomerQuery.java) with the ORDER BY it lacked
-- (its own FIXME), so that pages are stable. Both variants use it: one indexed, ordered statement per page.
SELECT c.id, c.first_name, c.last_name, a.id, a.street, a.zip,
       ci.id, ci.name, s.id, s.name, co.id, co.name, co.code
  FROM customer c, address a, city ci, state s, country co
 WHERE c.address_id = a.id AND a.city_id = ci.id AND ci.state_id = s.id AND s.country_id = co.id
 ORDER BY c.id
 LIMIT ? OFFSET ?
