-- The plan of one statement ({statement} is its text, its parameters are bound as the statement bound them).
EXPLAIN {statement}
