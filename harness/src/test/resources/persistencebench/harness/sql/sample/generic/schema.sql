-- two statements
CREATE TABLE a (x int)
;
-- second
CREATE TABLE b (y int)
;
