"""Layer 2, values read from the state: which continuous effects apply and the stats they give
(stats), immunity and negation, zones and their counts, the queries the API asks of cards and
groups. Reads the state; changes nothing."""
