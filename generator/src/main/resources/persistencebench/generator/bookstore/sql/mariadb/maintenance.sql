-- After the load's commit: InnoDB's persistent statistics of every table and, with PERSISTENT FOR ALL, MariaDB's
-- engine-independent column statistics and histograms (a plain ANALYZE TABLE does not collect these under the default
-- use_stat_tables=PREFERABLY_FOR_QUERIES, though the optimizer uses them), so the read queries are planned from the
-- loaded data, as PostgreSQL's ANALYZE does.
ANALYZE TABLE language, genre, country, state, city, address, publisher, author, book, customer, shop, employee,
    inventory_item, purchase, purchase_item PERSISTENT FOR ALL
