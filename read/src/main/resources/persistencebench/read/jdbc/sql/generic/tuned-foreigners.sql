-- The purchases of foreigners with a sargable time range ([1 January, next 1 January)), one row per purchase with
-- only the shop, employee and customer columns the answer needs. The same join shape as the tuned Hibernate query, the
-- plan left to the optimizer (after VACUUM ANALYZE, PostgreSQL 17 range-scans the time_stamp index and hash-joins the
-- country's shops and the customers).
SELECT p.id, p.time_stamp, s.id, s.name, e.id, e.name, c.id, c.first_name, c.last_name
  FROM purchase p
  JOIN shop s ON s.id = p.shop_id
  JOIN address sa ON sa.id = s.address_id
  JOIN city sc ON sc.id = sa.city_id
  JOIN state ss ON ss.id = sc.state_id
  JOIN employee e ON e.id = p.employee_id
  JOIN customer c ON c.id = p.customer_id
  JOIN address ca ON ca.id = c.address_id
 WHERE p.time_stamp >= ? AND p.time_stamp < ?
   AND ss.country_id = ?
   AND ca.city_id <> sa.city_id
