SELECT pg_total_relation_size('t')
