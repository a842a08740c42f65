-- Server settings that decide how statements are planned, as (name, setting) rows: none known portably.
SELECT 'none', 'none' FROM (SELECT 1 AS one) nothing WHERE 1 = 0
