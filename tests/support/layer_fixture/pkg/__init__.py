"""A small package with one breach of each layer rule, for the checker's own test."""
