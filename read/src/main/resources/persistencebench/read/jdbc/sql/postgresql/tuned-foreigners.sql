-- What an expert writes after reading the plans: the sargable time range evaluated per shop of the country through
-- the (shop_id, time_stamp) index (a LATERAL subquery with OFFSET 0, which keeps PostgreSQL from flattening it into a
-- scan of the whole year's purchases of every country), one row per purchase.
SELECT p.id, p.time_stamp, s.id, s.name, e.id, e.name, c.id, c.first_name, c.last_name
  FROM shop s
  JOIN address sa ON sa.id = s.address_id
  JOIN city sc ON sc.id = sa.city_id
  JOIN state ss ON ss.id = sc.state_id
 CROSS JOIN LATERAL (
       SELECT p0.id, p0.time_stamp, p0.employee_id, p0.customer_id
         FROM purchase p0
        WHERE p0.shop_id = s.id AND p0.time_stamp >= ? AND p0.time_stamp < ?
       OFFSET 0) p
  JOIN employee e ON e.id = p.employee_id
  JOIN customer c ON c.id = p.customer_id
  JOIN address ca ON ca.id = c.address_id
 WHERE ss.country_id = ?
   AND ca.city_id <> sa.city_id
