-- Before each sample: the table empty, keyed as created (dialects whose bulk load builds the key have their own reset).
DELETE FROM trip
