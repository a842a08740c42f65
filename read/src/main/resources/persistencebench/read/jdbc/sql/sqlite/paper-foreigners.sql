-- The study's purchase query (PurchaseQuery.java, final version): a comma join over the shop's and the customer's
-- address, city, state and country, the year filtered with SQLite's spelling of EXTRACT(YEAR ...), strftime('%Y', ...)
-- of the stored yyyy-MM-dd HH:mm:ss.SSS text as an integer (like EXTRACT, it cannot use the index on time_stamp).
-- Every column of every joined table, as the study's SELECT * read them, in table order, mapped by position.
-- Deliberate difference: the employee is joined too (the answer needs its name; the study left it unmapped).
SELECT p.id, p.shop_id, p.employee_id, p.customer_id, p.time_stamp,
       s.id, s.name, s.address_id,
       psa.id, psa.street, psa.zip, psa.city_id,
       psc.id, psc.name, psc.state_id,
       pss.id, pss.name, pss.country_id,
       pscc.id, pscc.name, pscc.code,
       c.id, c.first_name, c.last_name, c.address_id,
       pca.id, pca.street, pca.zip, pca.city_id,
       pcc.id, pcc.name, pcc.state_id,
       pcs.id, pcs.name, pcs.country_id,
       pccc.id, pccc.name, pccc.code,
       e.id, e.name, e.shop_id
  FROM purchase p, shop s, address psa, city psc, state pss, country pscc,
       customer c, address pca, city pcc, state pcs, country pccc, employee e
 WHERE p.shop_id = s.id AND s.address_id = psa.id AND psa.city_id = psc.id AND psc.state_id = pss.id AND pss.country_id = pscc.id
   AND p.customer_id = c.id AND c.address_id = pca.id AND pca.city_id = pcc.id AND pcc.state_id = pcs.id AND pcs.country_id = pccc.id
   AND p.employee_id = e.id
   AND psa.city_id <> pca.city_id AND pscc.id = ? AND CAST(strftime('%Y', p.time_stamp) AS INTEGER) = ?
