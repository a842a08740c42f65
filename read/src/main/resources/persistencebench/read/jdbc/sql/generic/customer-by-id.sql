-- One customer with its address chain by primary key: the joins of customers-page.sql, one row or none.
SELECT c.id, c.first_name, c.last_name, a.id, a.street, a.zip,
       ci.id, ci.name, s.id, s.name, co.id, co.name, co.code
  FROM customer c, address a, city ci, state s, country co
 WHERE c.address_id = a.id AND a.city_id = ci.id AND ci.state_id = s.id AND s.country_id = co.id
   AND c.id = ?
