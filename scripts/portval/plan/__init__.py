"""The decisions: Facts and the tolerance tables in, one frozen Plan out."""
