-- The purchases of foreigners with a sargable time range ([1 January, next 1 January)), one row per purchase with
-- only the shop, employee and customer columns the answer needs, the plan left to the optimizer. On SQLite the stored
-- time_stamp is yyyy-MM-dd HH:mm:ss.SSS text and a bound LocalDateTime arrives as yyyy-MM-ddTHH:mm text, which do not
-- compare as times; datetime(?) turns the bounds into the stored form, on the parameter side, so the time_stamp index
-- still serves the range.
SELECT p.id, p.time_stamp, s.id, s.name, e.id, e.name, c.id, c.first_name, c.last_name
  FROM purchase p
  JOIN shop s ON s.id = p.shop_id
  JOIN address sa ON sa.id = s.address_id
  JOIN city sc ON sc.id = sa.city_id
  JOIN state ss ON ss.id = sc.state_id
  JOIN employee e ON e.id = p.employee_id
  JOIN customer c ON c.id = p.customer_id
  JOIN address ca ON ca.id = c.address_id
 WHERE p.time_stamp >= datetime(?) AND p.time_stamp < datetime(?)
   AND ss.country_id = ?
   AND ca.city_id <> sa.city_id
