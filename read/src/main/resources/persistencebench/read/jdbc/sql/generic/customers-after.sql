-- Keyset paging: the size customers after the last id of the previous page, with their address chain; the joins of
-- customers-page.sql, an index seek on the primary key instead of skipping OFFSET rows. Both variants use it.
SELECT c.id, c.first_name, c.last_name, a.id, a.street, a.zip,
       ci.id, ci.name, s.id, s.name, co.id, co.name, co.code
  FROM customer c, address a, city ci, state s, country co
 WHERE c.address_id = a.id AND a.city_id = ci.id AND ci.state_id = s.id AND s.country_id = co.id
   AND c.id > ?
 ORDER BY c.id
 LIMIT ?
